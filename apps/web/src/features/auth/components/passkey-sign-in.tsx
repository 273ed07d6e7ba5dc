import { useState } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { useAcceptAuth } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/http';
import { passkeyFailureMessage } from '@/lib/second-factor/passkey';

/**
 * Signs in with a passkey alone, without e-mail or password: it is both factors at once. The public-page guard then
 * sends the person on, as after the password form.
 */
export function PasskeySignIn() {
  const acceptAuth = useAcceptAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setPending(true);
    setError(null);
    try {
      // Loaded on the tap: the sign-in page's first download stays as it was.
      const { passkeySignIn } = await import('@/lib/second-factor/api');
      acceptAuth(await passkeySignIn());
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message || 'Could not sign in with that passkey'
          : passkeyFailureMessage(failure),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <FormAlert message={error} />
      <Button variant="secondary" className="w-full" pending={pending} onClick={() => void onClick()}>
        Sign in with a passkey
      </Button>
    </div>
  );
}
