import type { TFactorAdded, TTotpConfirm, TTotpSetup } from '@docverify/contract/auth/factors';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { TotpQrCode } from '@/components/second-factor/totp-qr-code';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { beginTotp, finishTotp } from '@/lib/second-factor/api';

type TSetup = TTotpSetup['data'];

/** The secret in groups of four, as people type it into an app by hand. */
export function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function ConfirmTotpForm({ setup, onAdded }: { setup: TSetup; onAdded: (added: TFactorAdded['data']) => void }) {
  const form = useForm<TTotpConfirm, unknown, TTotpConfirm>({
    resolver: lazyZodResolver(() =>
      import('@docverify/contract/auth/factors').then((module) => module.ZTotpConfirm as never),
    ),
    defaultValues: { factorId: setup.factorId, code: '', label: 'Authenticator app' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    finishTotp(values)
      .then(onAdded)
      .catch((error: unknown) => {
        const message = applyServerErrors(error, form.setError, ['code', 'label'], 'Could not add the app');
        if (message) form.setError('root.server', { message });
      }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Code from the app"
        hint="The six digits it shows for this account now."
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField label="Name this app" autoComplete="off" error={errors.label?.message} {...form.register('label')} />
      <Button type="submit" pending={isSubmitting} className="w-full sm:w-auto">
        Add the app
      </Button>
    </form>
  );
}

/** Sets up an authenticator app: its QR code or secret, then one code it shows to prove it works. */
export function EnrolTotp({ onAdded }: { onAdded: (added: TFactorAdded['data']) => void }) {
  const [setup, setSetup] = useState<TSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    beginTotp()
      .then((answer) => {
        if (current) setSetup(answer);
      })
      .catch((failure: unknown) => {
        if (current) setError(errorMessage(failure, 'Could not start setting up the app. Try again.'));
      });
    return () => {
      current = false;
    };
  }, []);

  if (error) return <FormAlert message={error} />;
  if (!setup) return <p className="text-sm text-gray-600">Preparing…</p>;
  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-700">
        Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or
        1Password), or type the key in.
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <TotpQrCode uri={setup.uri} />
        <div>
          <p className="text-sm font-medium text-gray-900">Key to type in</p>
          <p data-testid="totp-secret" className="mt-1 font-mono text-sm break-all text-gray-900 select-all">
            {groupsOfFour(setup.secret)}
          </p>
        </div>
      </div>
      <ConfirmTotpForm setup={setup} onAdded={onAdded} />
    </div>
  );
}
