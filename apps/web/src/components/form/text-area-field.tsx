import { useId, type ComponentProps } from 'react';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';

type TTextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** Message shown under the text area and announced with it. */
  error?: string | undefined;
  optional?: boolean;
};

/** A labelled multi-line field with its error, as TextField is for one line. */
export function TextAreaField({ label, error, optional, id, className, rows = 4, ...textarea }: TTextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={inputClassName}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
