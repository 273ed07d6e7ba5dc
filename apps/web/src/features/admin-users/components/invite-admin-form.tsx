import { ZAdminInvite, type TAdminInvite } from '@docverify/contract/admin/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useInviteAdmin } from '@/features/admin-users/api/invite-admin';

export const adminTypeOptions = [
  { value: '2', label: 'Administrator' },
  { value: '1', label: 'Super administrator' },
] as const;

const emptyForm: TAdminInvite = { email: '', adminType: '2' };

/** A super administrator invites someone by e-mail; the link lets them sign up as an administrator. */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const form = useForm<TAdminInvite, unknown, z.output<typeof ZAdminInvite>>({
    resolver: zodResolver(ZAdminInvite),
    mode: 'onChange',
    defaultValues: emptyForm,
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const response = await invite.mutateAsync(body);
      toast.success(`${response.message} to ${response.data.email}`);
      form.reset(emptyForm);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['email', 'adminType'] as const, 'Could not invite');
      toast.error(message ?? errorMessage(error, 'Could not invite administrator'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite administrator" className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label="Type"
        options={adminTypeOptions}
        error={errors.adminType?.message}
        {...form.register('adminType')}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={!isValid} pending={invite.isPending}>
          Invite administrator
        </Button>
      </div>
    </form>
  );
}
