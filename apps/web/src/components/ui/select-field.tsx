import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FormField, splitFieldProps, type SharedFieldProps } from './field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = SharedFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** Shown as a first, empty choice (e.g. 'Select a branch'). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A native select with its label and error: native keeps keyboard and screen-reader behaviour for free. */
export function SelectField({ options, placeholder, className, ref, ...props }: SelectFieldProps) {
  const { frame, control: rest } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          ref={ref}
          className={cn(controlClasses(Boolean(frame.error)), 'pr-8', className)}
          {...control}
          {...rest}
        >
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
