import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Fact = readonly [label: string, value: ReactNode];

/** A record's facts as label and value pairs: one column on phones, two from the small breakpoint. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-2 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
