import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { useStaffInvitation } from '@/features/staff/api/get-staff-invitation';
import { StaffSignupForm } from '@/features/staff/components/staff-signup-form';

const TITLE = 'Staff sign-up';

/** Staff do not sign up alone: their organisation adds them and e-mails this page's link. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const invitation = useStaffInvitation(token);

  return (
    <>
      <div className="mb-6">
        <title>{`${TITLE} · Document and Qualification Verification`}</title>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{TITLE}</h1>
        <p className="mt-1 text-sm text-gray-600">Set a password to start reviewing documents.</p>
      </div>
      {!token ? (
        <InvitationNeeded message="Your organisation must add you: open the link in your invitation e-mail." />
      ) : invitation.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-gray-500">
          Checking your invitation…
        </p>
      ) : invitation.isError ? (
        <InvitationNeeded
          message={`${errorMessage(invitation.error, 'This invitation could not be checked')}. Ask your organisation to add you again.`}
        />
      ) : (
        <StaffSignupForm
          invitation={token}
          email={invitation.data.email}
          organisationName={invitation.data.organisationName}
        />
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        Already set your password? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
      </p>
    </>
  );
}

function InvitationNeeded({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-amber-50 px-3 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
      {message}
    </p>
  );
}
