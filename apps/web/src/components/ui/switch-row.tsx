import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';

type SwitchRowProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'role' | 'className'> & {
  label: string;
  description?: string;
  /** The row's own frame (padding, border). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** An on/off setting: a native checkbox with the switch role, so keyboard and screen readers just work. */
export function SwitchRow({ label, description, className, ref, ...input }: SwitchRowProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-gray-500">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${id}-description` : undefined}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors checked:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
