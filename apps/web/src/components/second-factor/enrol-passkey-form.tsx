import type { TFactorAdded } from '@docverify/contract/auth/factors';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { enrolPasskey } from '@/lib/second-factor/api';
import { passkeyFailureMessage } from '@/lib/second-factor/passkey';

type TLabelValues = { label: string };

/** Names the passkey, then asks the browser to create it (the device's screen lock or security key). */
export function EnrolPasskeyForm({ onAdded }: { onAdded: (added: TFactorAdded['data']) => void }) {
  const form = useForm<TLabelValues, unknown, TLabelValues>({
    resolver: lazyZodResolver(() =>
      import('@docverify/contract/auth/factors').then((module) => module.ZNewPasskey.pick({ label: true })),
    ),
    defaultValues: { label: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(({ label }) =>
    enrolPasskey(label)
      .then(onAdded)
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError
            ? applyServerErrors(error, form.setError, ['label'], 'Could not add the passkey')
            : passkeyFailureMessage(error);
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name this passkey"
        hint="So you can tell it apart later, such as “Work laptop” or “My phone”."
        autoComplete="off"
        error={errors.label?.message}
        {...form.register('label')}
      />
      <Button type="submit" pending={isSubmitting} className="w-full sm:w-auto">
        Create passkey
      </Button>
    </form>
  );
}
