import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type PageSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Alternating backgrounds tell one landing section from the next. */
  tone?: 'white' | 'grey';
  children: ReactNode;
};

export function PageSection({ id, eyebrow, title, description, tone = 'white', children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', tone === 'white' ? 'bg-white' : 'bg-gray-50')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {title}
          </h2>
          {description && <p className="mt-4 text-lg text-gray-600">{description}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
