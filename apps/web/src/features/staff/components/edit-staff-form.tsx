import { ZStaffDetails, type TStaff, type TStaffDetails } from '@docverify/contract/staff/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useUpdateStaff } from '@/features/staff/api/update-staff';

type TEditStaffOutput = z.output<typeof ZStaffDetails>;

type TEditStaffFormProps = { staff: TStaff; onDone: () => void };

/** Names and phone; the e-mail is the member's sign-in and stays as invited. */
export function EditStaffForm({ staff, onDone }: TEditStaffFormProps) {
  const update = useUpdateStaff();
  const form = useForm<TStaffDetails, unknown, TEditStaffOutput>({
    resolver: zodResolver(ZStaffDetails),
    mode: 'onChange',
    defaultValues: { firstName: staff.firstName, lastName: staff.lastName, phone: staff.phone ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      const response = await update.mutateAsync({ staff_id: staff.id, ...details });
      toast.success(response.message);
      onDone();
    } catch (error) {
      const fields = ['firstName', 'lastName', 'phone'] as const;
      const message = applyServerErrors(error, form.setError, fields, 'Could not update staff');
      // Field messages sit under their inputs; the toast carries the server's message as well.
      toast.error(message ?? errorMessage(error, 'Could not update staff'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-gray-600">
        Signs in as <span className="font-medium text-gray-900">{staff.email}</span>
      </p>
      <TextField label="First name" required error={errors.firstName?.message} {...form.register('firstName')} />
      <TextField label="Last name" required error={errors.lastName?.message} {...form.register('lastName')} />
      <TextField label="Phone" type="tel" optional error={errors.phone?.message} {...form.register('phone')} />
      <Button type="submit" pending={update.isPending} disabled={!form.formState.isValid}>
        Save changes
      </Button>
    </form>
  );
}
