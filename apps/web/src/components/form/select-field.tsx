import { useId, type ComponentProps } from 'react';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';

type TSelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

export function SelectField({ label, options, error, id, className, ...select }: TSelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId} label={label} />
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={inputClassName}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
