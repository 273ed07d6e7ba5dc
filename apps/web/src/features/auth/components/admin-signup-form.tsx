import { ZAdminSignupRequest, type TAdminSignupRequest } from '@docverify/contract/auth/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toastCodeSent } from '@/features/auth/components/code-toasts';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PersonNameFields } from '@/features/auth/components/person-name-fields';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { withPasswordConfirmation, ZConfirmPassword } from '@/lib/form-schemas';
import { rememberPendingEmail } from '@/lib/storage';
import { useAdminSignup } from '@/features/auth/api/admin-signup';

const ZAdminSignupForm = withPasswordConfirmation(
  ZAdminSignupRequest.safeExtend({ confirmPassword: ZConfirmPassword }),
);
type TAdminSignupInput = z.input<typeof ZAdminSignupForm>;
type TAdminSignupOutput = z.output<typeof ZAdminSignupForm>;

type TAdminSignupFormProps = { invitation: string; email: string };

/** The account's e-mail is the invited one: shown, not editable, and confirmed by the code sent to it. */
export function AdminSignupForm({ invitation, email }: TAdminSignupFormProps) {
  const navigate = useNavigate();
  const signup = useAdminSignup();
  const form = useForm<TAdminSignupInput, unknown, TAdminSignupOutput>({
    resolver: zodResolver(ZAdminSignupForm),
    mode: 'onChange',
    defaultValues: { invitation, firstName: '', lastName: '', phone: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }: TAdminSignupOutput) => {
    try {
      const response = await signup.mutateAsync(body satisfies TAdminSignupRequest);
      rememberPendingEmail(email);
      toastCodeSent(response.message);
      await navigate(paths.adminAuth.otp.getHref(email));
    } catch (error) {
      // The invitation and the e-mail have no editable input: their messages show above the form.
      const fields = ['firstName', 'lastName', 'phone', 'password'] as const;
      const message = applyServerErrors(error, form.setError, fields, 'Could not create the account');
      if (message) form.setError('root.server', { message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ring-1 ring-gray-200">
        Signing up as <span className="font-semibold text-gray-900">{email}</span>, the address your invitation was sent
        to.
      </p>
      <PersonNameFields
        firstName={form.register('firstName')}
        lastName={form.register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" pending={signup.isPending} className="w-full">
        Create account
      </Button>
    </form>
  );
}
