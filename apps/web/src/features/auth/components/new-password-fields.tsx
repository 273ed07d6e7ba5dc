import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';

type TNewPasswordFieldsProps = {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  /** 'New password' on the reset form; plain 'Password' when creating an account. */
  label?: string;
};

/** The password rules hint and its confirmation, the same on every form that sets a password. */
export function NewPasswordFields({ password, confirmPassword, errors, label = 'Password' }: TNewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a digit."
        error={errors.password}
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
