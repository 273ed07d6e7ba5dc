import { useId } from 'react';
import Select, { type StylesConfig, type Theme } from 'react-select';
import { FieldError, FieldLabel } from '@/components/form/field-parts';

export type TComboboxOption = { value: string; label: string };

type TComboboxFieldProps = {
  label: string;
  options: readonly TComboboxOption[];
  /** The chosen option's value; '' or undefined when nothing is chosen. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  optional?: boolean;
  isLoading?: boolean;
  isDisabled?: boolean;
  className?: string;
};

// The brand green, so the focused border and the highlighted option match the other inputs.
const greenTheme = (theme: Theme): Theme => ({
  ...theme,
  colors: { ...theme.colors, primary: '#15803d', primary75: '#16a34a', primary50: '#bbf7d0', primary25: '#f0fdf4' },
});

const styles: StylesConfig<TComboboxOption, false> = {
  control: (base, state) => ({
    ...base,
    minHeight: '2.375rem',
    // The same thumb-sized box as the other fields on touch screens and narrow ones (index.css, `touch`).
    '@media (pointer: coarse), (max-width: 47.99rem)': { minHeight: '2.75rem' },
    fontSize: '0.875rem',
    borderColor: state.selectProps['aria-invalid'] ? '#ef4444' : state.isFocused ? '#15803d' : '#d1d5db',
  }),
  menu: (base) => ({ ...base, fontSize: '0.875rem', zIndex: 20 }),
  // The default placeholder grey is too faint against white for WCAG AA.
  placeholder: (base) => ({ ...base, color: '#6b7280' }),
};

/**
 * A searchable single select on react-select, whose defaults are the spec's select constants ('Select...',
 * 'No options', 'Loading...', menu heights 300/140, page size 5). The value is a plain string, so a form
 * stores the same thing it would from a native select.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  optional,
  isLoading,
  isDisabled,
  className,
}: TComboboxFieldProps) {
  const inputId = useId();
  const errorId = error ? `${inputId}-error` : undefined;
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <Select<TComboboxOption, false>
        inputId={inputId}
        name={name}
        options={options}
        value={selected}
        onChange={(option) => onChange(option?.value ?? '')}
        onBlur={onBlur}
        isLoading={isLoading}
        isDisabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-errormessage={errorId}
        theme={greenTheme}
        styles={styles}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
