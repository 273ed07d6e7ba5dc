import { ZPasswordChange } from '@docverify/contract/profile/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { whenValid, ZConfirmPassword } from '@/lib/form-schemas';
import { useChangePassword } from '@/features/profile/api/change-password';

const ZPasswordChangeForm = ZPasswordChange.extend({ confirmPassword: ZConfirmPassword }).refine(
  (value) => value.newPassword === value.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match', when: whenValid('newPassword', 'confirmPassword') },
);
type TPasswordChangeForm = z.infer<typeof ZPasswordChangeForm>;

const blank: TPasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password needs the current one; the form empties itself once the change is made. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<TPasswordChangeForm>({
    resolver: zodResolver(ZPasswordChangeForm),
    mode: 'onChange',
    defaultValues: blank,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change
      .mutateAsync({ currentPassword, newPassword })
      .then(() => {
        form.reset(blank);
        toast.success('Password changed');
      })
      .catch((error: unknown) => {
        const message = applyServerErrors(
          error,
          form.setError,
          ['currentPassword', 'newPassword'],
          'Could not change password',
        );
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="password-form-title" className="space-y-4">
      <h2 id="password-form-title" className="text-lg font-semibold text-gray-900">
        Change password
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a digit."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" pending={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
