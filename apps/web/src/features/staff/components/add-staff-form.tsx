import { ZStaffCreate, type TStaffCreate } from '@docverify/contract/staff/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useCreateStaff } from '@/features/staff/api/create-staff';

type TAddStaffOutput = z.output<typeof ZStaffCreate>;

const emptyForm: TStaffCreate = { firstName: '', lastName: '', email: '', phone: '' };

/** The new member is e-mailed a link to set their password; the form clears for the next one. */
export function AddStaffForm() {
  const create = useCreateStaff();
  const form = useForm<TStaffCreate, unknown, TAddStaffOutput>({
    resolver: zodResolver(ZStaffCreate),
    mode: 'onChange',
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const response = await create.mutateAsync(body);
      toast.success(response.message);
      form.reset(emptyForm);
    } catch (error) {
      const fields = ['firstName', 'lastName', 'email', 'phone'] as const;
      const message = applyServerErrors(error, form.setError, fields, 'Could not create staff');
      // Field messages sit under their inputs; the toast carries the server's message as well.
      toast.error(message ?? errorMessage(error, 'Could not create staff'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="off"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      {/* Someone else's address: the browser must not offer the organisation's own. */}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField label="Phone" type="tel" optional error={errors.phone?.message} {...form.register('phone')} />
      <Button type="submit" pending={create.isPending}>
        Add staff
      </Button>
    </form>
  );
}
