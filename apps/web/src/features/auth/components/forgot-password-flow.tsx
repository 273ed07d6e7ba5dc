import {
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  type TForgotPasswordRequest,
} from '@docverify/contract/auth/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { ResendCode } from '@/components/form/resend-code';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { withPasswordConfirmation, ZConfirmPassword } from '@/lib/form-schemas';
import { errorMessage } from '@/lib/http';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import type { TPortal } from '@/features/auth/api/portal';
import { useResetPassword } from '@/features/auth/api/reset-password';

/** Two steps: ask for a code by e-mail, then set a new password with it; then sign in again. */
export function ForgotPasswordFlow({ portal }: { portal: TPortal }) {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <RequestCodeStep portal={portal} onSent={setEmail} />;
  return <ResetStep portal={portal} email={email} onChangeEmail={() => setEmail(null)} />;
}

type TEmailValues = z.input<typeof ZForgotPasswordRequest>;

function RequestCodeStep({ portal, onSent }: { portal: TPortal; onSent: (email: string) => void }) {
  const request = useForgotPassword(portal);
  const form = useForm<TEmailValues, unknown, TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then((response) => {
        toast.success(response.message);
        onSent(values.email);
      })
      .catch((error: unknown) => {
        const message = applyServerErrors(error, form.setError, ['email'], 'Could not send the code');
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-gray-600">Enter the e-mail of your account and we will send you a code.</p>
      <FormAlert message={errors.root?.server?.message} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" pending={request.isPending} className="w-full">
        Send code
      </Button>
    </form>
  );
}

const ZResetForm = withPasswordConfirmation(
  z.object({
    code: ZResetPasswordRequest.shape.code,
    password: ZResetPasswordRequest.shape.password,
    confirmPassword: ZConfirmPassword,
  }),
);
type TResetValues = z.input<typeof ZResetForm>;

type TResetStepProps = { portal: TPortal; email: string; onChangeEmail: () => void };

function ResetStep({ portal, email, onChangeEmail }: TResetStepProps) {
  const navigate = useNavigate();
  const reset = useResetPassword(portal);
  const resend = useForgotPassword(portal);
  const form = useForm<TResetValues, unknown, z.output<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    mode: 'onChange',
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code, password }) =>
    reset
      .mutateAsync({ email, code, password })
      .then(async (response) => {
        toast.success(response.message);
        await navigate(portal === 'admin' ? paths.adminAuth.login.getHref() : paths.auth.login.getHref());
      })
      .catch((error: unknown) => {
        const message = applyServerErrors(error, form.setError, ['code', 'password'], 'Could not reset the password');
        if (message) form.setError('root.server', { message });
      }),
  );

  const onResend = () =>
    resend
      .mutateAsync({ email })
      .then((response) => toast.success(response.message))
      .catch((error: unknown) => {
        toast.error(errorMessage(error, 'Could not send a new code'));
        return false;
      });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-gray-600">
        We sent a code to <span className="font-medium text-gray-900">{email}</span>.{' '}
        <Button variant="link" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code?.message}
        {...form.register('code')}
      />
      <NewPasswordFields
        label="New password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" pending={reset.isPending} className="w-full">
        Reset password
      </Button>
      <ResendCode onResend={onResend} pending={resend.isPending} />
    </form>
  );
}
