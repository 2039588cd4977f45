import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FormField } from './field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown as a first, empty choice (e.g. 'Select a branch'). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select with its label and error: native keeps keyboard and screen-reader behaviour for free. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  optional,
  required,
  containerClassName,
  className,
  ref,
  ...rest
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={required}
      optional={optional}
      className={containerClassName}
    >
      {(control) => (
        <select ref={ref} className={cn(controlClasses(Boolean(error)), 'pr-8', className)} {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
