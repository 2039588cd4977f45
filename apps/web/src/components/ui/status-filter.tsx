import { cn } from '../../lib/cn';

export type StatusFilterOption<T extends string> = { value: T; label: string };

type StatusFilterProps<T extends string> = {
  /** The group's name for screen readers ("Show messages"). */
  label: string;
  options: readonly StatusFilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

/**
 * One status out of a few, as a labelled group of toggle buttons (aria-pressed): the Email Log's and
 * the contact inbox's filters. The buttons wrap on a narrow screen instead of running off it.
 */
export function StatusFilter<T extends string>({ label, options, value, onChange }: StatusFilterProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full flex-wrap rounded-lg border border-gray-300 bg-white p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            value === option.value ? 'bg-brand-600 text-white hover:bg-brand-700' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
