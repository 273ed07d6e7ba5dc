import { ZVerifyOtpRequest, type TVerifyOtpRequest } from '@docverify/contract/auth/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { ResendCode } from '@/components/form/resend-code';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import type { TPortal } from '@/features/auth/api/portal';
import { useResendOtp } from '@/features/auth/api/resend-otp';
import { useVerifyOtp } from '@/features/auth/api/verify-otp';
import { toastCodeSent } from '@/features/auth/components/code-toasts';

type TOtpValues = z.input<typeof ZVerifyOtpRequest>;

type TOtpFormProps = { portal: TPortal; email: string };

/** Confirms a sign-up with the e-mailed six-digit code; success signs the user in. */
export function OtpForm({ portal, email }: TOtpFormProps) {
  const verify = useVerifyOtp(portal);
  const resend = useResendOtp();
  const form = useForm<TOtpValues, unknown, TVerifyOtpRequest>({
    resolver: zodResolver(ZVerifyOtpRequest),
    mode: 'onTouched',
    defaultValues: { email, code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutateAsync(values).catch((error: unknown) => {
      const message = applyServerErrors(error, form.setError, ['email', 'code'], 'Could not verify the code');
      if (message) form.setError('root.server', { message });
    }),
  );

  /** Resolves false when nothing was asked of the server (the e-mail field is not valid). */
  const onResend = async () => {
    if (!(await form.trigger('email'))) return false;
    return resend
      .mutateAsync({ email: form.getValues('email'), purpose: 'signup' })
      .then((response) => toastCodeSent(response.message))
      .catch((error: unknown) => {
        toast.error(errorMessage(error, 'Could not send a new code'));
        return false;
      });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        required
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" pending={verify.isPending} className="w-full">
        Verify
      </Button>
      <ResendCode onResend={onResend} pending={resend.isPending} />
    </form>
  );
}
