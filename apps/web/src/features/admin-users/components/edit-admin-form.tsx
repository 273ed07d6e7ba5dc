import { ZAdminUpdate, type TAdminUpdate, type TManagedUser } from '@docverify/contract/admin/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useUpdateAdmin } from '@/features/admin-users/api/update-admin';
import { adminTypeOptions } from '@/features/admin-users/components/invite-admin-form';

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

/** A super administrator edits an administrator; their own type and status are fixed (the server refuses too). */
export function EditAdminForm({ admin, isSelf, onDone }: { admin: TManagedUser; isSelf: boolean; onDone: () => void }) {
  const update = useUpdateAdmin();
  const form = useForm<TAdminUpdate, unknown, z.output<typeof ZAdminUpdate>>({
    resolver: zodResolver(ZAdminUpdate),
    mode: 'onChange',
    defaultValues: {
      admin_id: admin.id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      phone: admin.phone ?? '',
      system_admin_type: admin.system_admin_type ?? '2',
      status: admin.status,
    },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const response = await update.mutateAsync(
        isSelf ? { ...body, system_admin_type: undefined, status: undefined } : body,
      );
      toast.success(response.message);
      onDone();
    } catch (error) {
      const fields = ['firstName', 'lastName', 'phone', 'system_admin_type', 'status'] as const;
      const message = applyServerErrors(error, form.setError, fields, 'Could not update administrator');
      toast.error(message ?? errorMessage(error, 'Could not update administrator'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="First name" required error={errors.firstName?.message} {...form.register('firstName')} />
      <TextField label="Last name" required error={errors.lastName?.message} {...form.register('lastName')} />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...form.register('phone')} />
      <SelectField
        label="Type"
        options={adminTypeOptions}
        disabled={isSelf}
        error={errors.system_admin_type?.message}
        {...form.register('system_admin_type')}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        disabled={isSelf}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <Button type="submit" disabled={!isValid} pending={update.isPending}>
        Save changes
      </Button>
    </form>
  );
}
