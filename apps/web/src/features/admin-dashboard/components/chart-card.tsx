import type { LucideIcon } from 'lucide-react/types';
import { Suspense, type ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';

type ChartCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  loading: boolean;
  /**
   * The text to show when the chart's data could not be read. No button: the dashboard's one
   * message about the failure has the Retry.
   */
  error?: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  className?: string;
  /** The chart itself; it loads as its own chunk, so it may suspend. */
  children: () => ReactNode;
};

function ChartSkeleton() {
  const { t } = useTranslation(['admin']);
  return (
    <div
      role="status"
      aria-label={t('admin:dash.loadingChart')}
      className="h-48 animate-pulse rounded-lg bg-gray-100"
    />
  );
}

/** The frame of a dashboard chart: title, and the chart or its loading, error or empty state. */
export function ChartCard({
  title,
  description,
  icon: Icon,
  loading,
  error,
  empty,
  className,
  children,
}: ChartCardProps) {
  const headingId = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={headingId} className={cn('flex flex-col', className)}>
      <CardBody className="flex flex-1 flex-col">
        <div className="flex items-start gap-3">
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            <p className="text-sm text-gray-500">{description}</p>
          </div>
        </div>
        <div className="mt-5 flex-1">
          {loading ? (
            <ChartSkeleton />
          ) : error ? (
            <div className="flex h-48 items-center justify-center rounded-lg bg-gray-50 text-center text-sm text-gray-600">
              {error}
            </div>
          ) : empty ? (
            <div className="flex h-48 items-center justify-center rounded-lg bg-gray-50 text-sm text-gray-500">
              {empty}
            </div>
          ) : (
            <Suspense fallback={<ChartSkeleton />}>{children()}</Suspense>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
