import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';

type TPersonNameFieldsProps = {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: string; lastName?: string };
};

/** First and last name side by side: the avatar's initials and every list's Name column come from these. */
export function PersonNameFields({ firstName, lastName, errors }: TPersonNameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" required error={errors.firstName} {...firstName} />
      <TextField label="Last name" autoComplete="family-name" required error={errors.lastName} {...lastName} />
    </div>
  );
}
