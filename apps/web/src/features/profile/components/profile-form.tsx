import type { TUser } from '@docverify/contract/auth/user';
import { ZProfileUpdate, type TProfileUpdate } from '@docverify/contract/profile/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '@/features/profile/api/update-profile';

type TProfileOutput = z.output<typeof ZProfileUpdate>;

const valuesOf = (user: TUser): TProfileUpdate => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
});

/** Names and phone; the e-mail is the sign-in name and is not changed here. */
export function ProfileForm({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  const form = useForm<TProfileUpdate, unknown, TProfileOutput>({
    resolver: zodResolver(ZProfileUpdate),
    mode: 'onChange',
    defaultValues: valuesOf(user),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then((updated) => {
        form.reset(valuesOf(updated));
        toast.success('Profile updated');
      })
      .catch((error: unknown) => {
        const message = applyServerErrors(
          error,
          form.setError,
          ['firstName', 'lastName', 'phone'],
          'Could not update profile',
        );
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title" className="space-y-4">
      <h2 id="profile-form-title" className="text-lg font-semibold text-gray-900">
        Edit profile
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" pending={update.isPending} disabled={!isDirty}>
        Save changes
      </Button>
    </form>
  );
}
