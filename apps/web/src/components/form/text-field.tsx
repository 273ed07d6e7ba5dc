import { useId, type ComponentProps } from 'react';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';

type TTextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Message shown under the input and announced with it. */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
};

export function TextField({ label, error, hint, optional, id, className, ...input }: TTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClassName}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
