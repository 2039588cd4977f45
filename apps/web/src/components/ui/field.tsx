import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';

export const controlClasses = (invalid: boolean) =>
  cn(
    // 16 px text on small screens stops iOS from zooming into a focused field.
    'block w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-400 sm:text-sm',
    'focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-gray-300 focus:border-brand-500 focus:ring-brand-200',
  );

export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  className?: string;
  /** Receives the ids and aria attributes that tie the control to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** Label, control, hint and error, wired together for assistive technology. */
export function FormField({ label, error, hint, required, optional, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const optionalId = optional ? `${id}-optional` : undefined;
  const describedBy = [errorId, hintId, optionalId].filter(Boolean).join(' ') || undefined;
  const { t } = useTranslation(['common']);
  const translate = useTranslateMessage();
  return (
    <div className={className}>
      {/* The label holds only its words, so the field's accessible name is exactly the label. */}
      <div className="mb-1.5 flex items-baseline gap-1 text-sm">
        <label htmlFor={id} className="font-medium text-gray-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
        {optional && (
          <span id={optionalId} className="text-gray-500">
            {t('common:ui.optional')}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {translate(error)}
        </p>
      )}
    </div>
  );
}

export type SharedFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  containerClassName?: string;
};

/** Parts a field's props into its frame's (label, hint, error, markers, container class) and its control's. */
export function splitFieldProps<T extends SharedFieldProps>({
  label,
  error,
  hint,
  optional,
  required,
  containerClassName,
  ...control
}: T) {
  return { frame: { label, error, hint, optional, required, className: containerClassName }, control };
}

export type TextFieldProps = SharedFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ className, ref, ...props }: TextFieldProps) {
  const { frame, control: rest } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <input ref={ref} className={cn(controlClasses(Boolean(frame.error)), className)} {...control} {...rest} />
      )}
    </FormField>
  );
}

export type TextAreaFieldProps = SharedFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ className, ref, rows = 4, ...props }: TextAreaFieldProps) {
  const { frame, control: rest } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className={cn(controlClasses(Boolean(frame.error)), 'resize-y', className)}
          {...control}
          {...rest}
        />
      )}
    </FormField>
  );
}
