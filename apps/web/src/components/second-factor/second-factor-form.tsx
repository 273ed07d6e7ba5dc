import type { TSecondFactorGiven, TSignInState } from '@docverify/contract/auth/factors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { giveFactor, giveFactorWithPasskey } from '@/lib/second-factor/api';
import { passkeyFailureMessage } from '@/lib/second-factor/passkey';

type TCodeMethod = 'totp' | 'recovery';
type TCodeValues = { method: TCodeMethod; code: string };
type TGiven = TSecondFactorGiven['data'];

const codeLabels: Record<TCodeMethod, { label: string; hint: string }> = {
  totp: { label: 'Enter a code from your authenticator app', hint: 'Six digits, as your app shows them now.' },
  recovery: { label: 'Recovery code', hint: 'One of the ten codes you saved, such as abcde-fghij. Each works once.' },
};

type TSecondFactorFormProps = {
  methods: TSignInState['methods'];
  onGiven: (given: TGiven) => void;
};

/**
 * The second factor, given the ways the account has: its passkey, a code from its authenticator app, or a recovery
 * code. Finishes signing in, and asks again before actions that need a fresh one (the step-up dialog).
 */
export function SecondFactorForm({ methods, onGiven }: TSecondFactorFormProps) {
  const hasPasskey = methods.includes('passkey');
  const hasTotp = methods.includes('totp');
  const [method, setMethod] = useState<TCodeMethod>(hasTotp ? 'totp' : 'recovery');
  const [showCode, setShowCode] = useState(!hasPasskey);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const form = useForm<TCodeValues, unknown, TCodeValues>({
    resolver: lazyZodResolver(() =>
      import('@docverify/contract/auth/factors').then((module) => module.ZSecondFactor as never),
    ),
    defaultValues: { method, code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const choose = (next: TCodeMethod) => {
    setMethod(next);
    setShowCode(true);
    form.reset({ method: next, code: '' });
  };

  const onPasskey = async () => {
    setPasskeyPending(true);
    setPasskeyError(null);
    try {
      onGiven(await giveFactorWithPasskey());
    } catch (error) {
      setPasskeyError(error instanceof ApiError ? error.message : passkeyFailureMessage(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    giveFactor(values)
      .then(onGiven)
      .catch((error: unknown) => {
        const message = applyServerErrors(error, form.setError, ['code'], 'That code did not work. Try again.');
        if (message) form.setError('root.server', { message });
      }),
  );

  const labels = codeLabels[method];
  return (
    <div className="space-y-5">
      {hasPasskey ? (
        <div className="space-y-2">
          <FormAlert message={passkeyError} />
          <Button className="w-full" pending={passkeyPending} onClick={() => void onPasskey()}>
            Use your passkey
          </Button>
        </div>
      ) : null}

      {showCode ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert message={errors.root?.server?.message} />
          <TextField
            key={method}
            label={labels.label}
            hint={labels.hint}
            autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button
            type="submit"
            variant={hasPasskey ? 'secondary' : 'primary'}
            pending={isSubmitting}
            className="w-full"
          >
            Continue
          </Button>
        </form>
      ) : null}

      <div className="flex flex-col items-start gap-3 text-sm">
        {hasTotp && (!showCode || method !== 'totp') ? (
          <Button variant="link" onClick={() => choose('totp')}>
            Enter a code from your authenticator app
          </Button>
        ) : null}
        {methods.includes('recovery') && (!showCode || method !== 'recovery') ? (
          <Button variant="link" onClick={() => choose('recovery')}>
            Use a recovery code
          </Button>
        ) : null}
      </div>
    </div>
  );
}
