import type { ComponentProps } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import type { TWizardField, TWizardValues } from '@/features/verify-document/components/wizard-steps';

type TWizardTextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'error'> & { name: TWizardField };

/** A text input bound to the wizard's one form, with its error under it. */
export function WizardTextField({ name, optional, ...input }: TWizardTextFieldProps) {
  const { register, control } = useFormContext<TWizardValues>();
  const { errors } = useFormState({ control, name });
  const error: { message?: string } | undefined = get(errors, name);
  return <TextField optional={optional} required={!optional} error={error?.message} {...input} {...register(name)} />;
}

/** Years are typed as digits; the contract turns them into numbers. */
export function YearField(props: Omit<TWizardTextFieldProps, 'inputMode'>) {
  return <WizardTextField inputMode="numeric" autoComplete="off" maxLength={4} {...props} />;
}
