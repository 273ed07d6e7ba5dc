import { ZStaffInvitationAccept, type TStaffInvitationAccept } from '@docverify/contract/staff/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { withPasswordConfirmation, ZConfirmPassword } from '@/lib/form-schemas';
import { useAcceptStaffInvitation } from '@/features/staff/api/accept-staff-invitation';

const ZStaffSignupForm = withPasswordConfirmation(
  ZStaffInvitationAccept.safeExtend({ confirmPassword: ZConfirmPassword }),
);
type TStaffSignupInput = z.input<typeof ZStaffSignupForm>;
type TStaffSignupOutput = z.output<typeof ZStaffSignupForm>;

type TStaffSignupFormProps = { invitation: string; email: string; organisationName: string };

/**
 * Setting the password signs the member in; the public-pages guard then sends them to the organisation's
 * dashboard, so the form does not navigate itself.
 */
export function StaffSignupForm({ invitation, email, organisationName }: TStaffSignupFormProps) {
  const accept = useAcceptStaffInvitation();
  const form = useForm<TStaffSignupInput, unknown, TStaffSignupOutput>({
    resolver: zodResolver(ZStaffSignupForm),
    mode: 'onChange',
    defaultValues: { token: invitation, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await accept.mutateAsync(body satisfies TStaffInvitationAccept);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['password'], 'Could not set your password');
      if (message) form.setError('root.server', { message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ring-1 ring-gray-200">
        <span className="font-semibold text-gray-900">{organisationName}</span> added you as staff. You will sign in as{' '}
        <span className="font-semibold text-gray-900">{email}</span>.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a digit."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" pending={accept.isPending} className="w-full">
        Set password and sign in
      </Button>
    </form>
  );
}
