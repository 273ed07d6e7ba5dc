import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { useInvitation } from '@/features/auth/api/get-invitation';
import { AdminSignupForm } from '@/features/auth/components/admin-signup-form';
import { AuthHeading } from '@/features/auth/components/auth-heading';

/** Nobody becomes an administrator by signing up alone: the link a super administrator sent is required. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const invitation = useInvitation(token);

  return (
    <>
      <AuthHeading title="Administrator sign-up" />
      {!token ? (
        <InvitationNeeded message="An administrator must invite you: open the link in your invitation e-mail to sign up." />
      ) : invitation.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-gray-500">
          Checking your invitation…
        </p>
      ) : invitation.isError ? (
        <InvitationNeeded
          message={`${errorMessage(invitation.error, 'This invitation could not be checked')}. An administrator must invite you again.`}
        />
      ) : (
        <AdminSignupForm invitation={token} email={invitation.data.email} />
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        Already an administrator? <TextLink to={paths.adminAuth.login.getHref()}>Administrator sign in</TextLink>
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
