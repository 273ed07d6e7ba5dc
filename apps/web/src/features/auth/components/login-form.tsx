import type { TLoginRequest, ZLoginRequest } from '@docverify/contract/auth/auth';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { rememberPendingEmail } from '@/lib/storage';
import { useLogin } from '@/features/auth/api/login';
import { toastCodeNeeded } from '@/features/auth/components/code-toasts';
import type { TPortal } from '@/features/auth/api/portal';

type TLoginValues = z.input<typeof ZLoginRequest>;

/** Signs in; the public-page guard then takes the user back where they came from, or to their home. */
export function LoginForm({ portal }: { portal: TPortal }) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin(portal);
  const form = useForm<TLoginValues, unknown, TLoginRequest>({
    // The contract's schema, imported on first check so the page shows without zod (decision 019).
    resolver: lazyZodResolver(() => import('@docverify/contract/auth/auth').then((module) => module.ZLoginRequest)),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        // The server has just sent a fresh code; carry the origin along so confirming still returns there.
        rememberPendingEmail(values.email);
        toastCodeNeeded(error.message);
        const otp = portal === 'admin' ? paths.adminAuth.otp : paths.auth.signupOtp;
        void navigate(otp.getHref(values.email), { state: location.state });
        return;
      }
      const message = applyServerErrors(error, form.setError, ['email', 'password'], 'Could not login');
      if (message) form.setError('root.server', { message });
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" pending={login.isPending} className="w-full">
        Sign in
      </Button>
    </form>
  );
}
