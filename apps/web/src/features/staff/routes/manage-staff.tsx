import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { AddStaffForm } from '@/features/staff/components/add-staff-form';

/** Only the organisation's own account reaches this page: the menu hides it from staff and the server refuses them. */
export function Component() {
  const user = useCurrentUser();
  // The server's policy: only a verified body invites staff (they exist to work its queue).
  const mayInvite = user.data?.can.inviteStaff ?? true;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Manage Staff · Document and Qualification Verification</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        Manage Staff
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        Staff review and decide the documents sent to your organisation. Each new member gets an e-mail with a link to
        set their password. <TextLink to={paths.org.staffAll.getHref()}>All Staff</TextLink>
      </p>
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        <h2 className="mb-4 text-base font-semibold text-gray-900">Add staff</h2>
        {mayInvite ? (
          <AddStaffForm />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            Your organisation must be verified by an administrator before it can invite staff.
          </p>
        )}
      </div>
    </section>
  );
}
