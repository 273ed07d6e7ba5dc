import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/button';
import { SecondFactorForm } from '@/components/second-factor/second-factor-form';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { setSignInStage, useSignInStage } from '@/lib/auth/sign-in-stage';
import { AuthHeading } from '@/features/auth/components/auth-heading';

/** After the password: the second factor. Given, the stage turns complete and the guard sends the person on. */
export function Component() {
  const { methods } = useSignInStage();
  const queryClient = useQueryClient();
  const logout = useLogout();

  // Sent here by a 403 that did not say which ways the account has: GET /api/user tells.
  useEffect(() => {
    if (methods.length === 0) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [methods.length, queryClient]);

  return (
    <>
      <AuthHeading title="Confirm it is you">
        {methods.includes('passkey')
          ? 'Your password was right. Now use your passkey, or another way you set up.'
          : 'Your password was right. Now enter a code from your authenticator app.'}
      </AuthHeading>
      {methods.length > 0 ? (
        <SecondFactorForm methods={methods} onGiven={(given) => setSignInStage(given.signIn)} />
      ) : (
        <p className="text-sm text-gray-600">Loading…</p>
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        Lost your device and your recovery codes? An administrator can reset your second factor.{' '}
        <Button variant="link" onClick={logout}>
          Sign out
        </Button>
      </p>
    </>
  );
}
