import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/react';

type RecentListCardProps = {
  title: string;
  viewAllTo: string;
  /** Names the View All link for screen readers, which hear two of them on the page. */
  viewAllLabel: string;
  loading: boolean;
  emptyText: string;
  children: ReactNode[];
};

/** A titled list with its View All link, a loading placeholder and an empty line. */
export function RecentListCard({ title, viewAllTo, viewAllLabel, loading, emptyText, children }: RecentListCardProps) {
  const headingId = `recent-${viewAllTo.replaceAll('/', '-')}`;
  const { t } = useTranslation(['employee']);
  return (
    <Card as="section" aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-4">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        <Link to={viewAllTo} aria-label={viewAllLabel} className="text-sm font-medium text-brand-700 hover:underline">
          {t('employee:viewAll')}
        </Link>
      </div>
      {loading ? (
        <div
          role="status"
          aria-label={t('employee:loadingList', { title: title.toLowerCase() })}
          className="space-y-3 p-5"
        >
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-10 animate-pulse rounded bg-gray-100" />
          ))}
        </div>
      ) : children.length > 0 ? (
        <ul className="divide-y divide-gray-100">{children}</ul>
      ) : (
        <p className="px-5 py-8 text-center text-sm text-gray-600">{emptyText}</p>
      )}
    </Card>
  );
}
