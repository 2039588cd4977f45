import Search from 'lucide-react/icons/search';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './field';

type SearchBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The wrapper's classes (its width in the toolbar). */
  className?: string;
};

/** A search input with the magnifier inside it. The caller names it: a label, a FormField or aria-label. */
export function SearchBox({ onValueChange, className, ...input }: SearchBoxProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(controlClasses(false), 'pl-9')}
        {...input}
      />
    </div>
  );
}
