import { isOrganisationUser } from '@docverify/contract/auth/user-kind';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useCurrentUser } from '@/lib/auth/current-user';
import { errorMessage } from '@/lib/http';
import { AccountDetails } from '@/features/profile/components/account-details';
import { BodyProofCard } from '@/features/profile/components/body-proof-card';
import { InstitutionCard } from '@/features/profile/components/institution-card';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { SignInSecurity } from '@/features/profile/components/sign-in-security';
import { SignedInSessions } from '@/features/profile/components/signed-in-sessions';

const card = 'rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200';

/** /dashboard/account, /org/account and /admin/account: the signed-in user's own account. */
export function Component() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <title>Profile · Document and Qualification Verification</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        Profile
      </h1>
      {user.isPending ? <FullScreenSpinner /> : null}
      {user.isError ? (
        <div className="space-y-3">
          <FormAlert message={errorMessage(user.error, 'Could not fetch user')} />
          <Button variant="secondary" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {user.data ? (
        <>
          <div className={card}>
            <h2 className="mb-4 text-lg font-semibold text-gray-900">Account</h2>
            <AccountDetails user={user.data} />
          </div>
          {isOrganisationUser(user.data) ? (
            <div className={card}>
              <InstitutionCard />
            </div>
          ) : null}
          {user.data.category === 'org' && user.data.organisation ? (
            <div className={card}>
              <BodyProofCard />
            </div>
          ) : null}
          <div className={card}>
            <ProfileForm key={user.data.id} user={user.data} />
          </div>
          <div className={card}>
            <PasswordForm />
          </div>
          <div className={card}>
            <SignInSecurity />
          </div>
          <div className={card}>
            <SignedInSessions />
          </div>
        </>
      ) : null}
    </section>
  );
}
