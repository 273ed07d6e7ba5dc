import type { ComponentProps } from 'react';
import { TextField } from '@/components/form/text-field';

/** The e-mail input of every sign-in, sign-up, code and reset form: one label, type and autofill hint. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="E-mail" type="email" autoComplete="email" required {...props} />;
}
