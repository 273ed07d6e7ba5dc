import type { TFactorAdded } from '@docverify/contract/auth/factors';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { EnrolFactor } from '@/components/second-factor/enrol-factor';
import { RecoveryCodes } from '@/components/second-factor/recovery-codes';
import { useCurrentUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { homeOf, roleOfType, roleOfUser } from '@/lib/auth/roles';
import { setSignInStage, useSignInStage } from '@/lib/auth/sign-in-stage';
import { useSession } from '@/lib/auth/use-session';
import { AuthHeading } from '@/features/auth/components/auth-heading';

type TOriginState = { from?: { pathname?: string; search?: string } } | null;

function originPath(state: unknown): string | null {
  const from = (state as TOriginState)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}`;
}

/**
 * Setting up a second factor: forced for administrators, bodies and staff before anything else, chosen by
 * individuals from their profile. The first one brings the ten recovery codes, shown once before going on.
 */
export function Component() {
  const { stage, required } = useSignInStage();
  const [added, setAdded] = useState<TFactorAdded['data'] | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { userType } = useSession();
  const user = useCurrentUser();
  const logout = useLogout();

  const finish = (result: TFactorAdded['data']) => {
    setSignInStage(result.signIn);
    // This page stays open to a complete session (set-ups chosen from the profile), so it sends the person on.
    const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
    void navigate(originPath(location.state) ?? (role ? homeOf(role) : '/'), { replace: true });
  };

  if (added?.recoveryCodes) {
    return (
      <>
        <AuthHeading title="Second factor added" />
        <RecoveryCodes codes={added.recoveryCodes} onContinue={() => finish(added)} />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Protect your account">
        {stage === 'enrolment' || required
          ? 'Your account can confirm documents or run the service, so it needs a second factor besides your password. Set one up to continue.'
          : 'Add a second factor, so a stolen password alone cannot open your account.'}
      </AuthHeading>
      <EnrolFactor
        onAdded={(result) => {
          if (result.recoveryCodes) setAdded(result);
          else finish(result);
        }}
      />
      {stage === 'enrolment' ? (
        <p className="mt-6 text-center text-sm text-gray-600">
          <Button variant="link" onClick={logout}>
            Sign out
          </Button>
        </p>
      ) : null}
    </>
  );
}
