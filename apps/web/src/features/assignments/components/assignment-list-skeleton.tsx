import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/react';

export const ASSIGNMENT_GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';
/** My Assignments cards hold more details, so they get more room. */
export const MY_ASSIGNMENT_GRID = 'grid gap-4 lg:grid-cols-2';

/** Card-shaped placeholders, so the page does not jump when the list arrives. */
export function AssignmentListSkeleton({ count = 6, grid = ASSIGNMENT_GRID }: { count?: number; grid?: string }) {
  const { t } = useTranslation(['assignments']);
  return (
    <div role="status" aria-label={t('assignments:loading')} className={grid}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="space-y-3 p-5">
          <div className="h-5 w-2/3 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-full animate-pulse rounded bg-gray-100" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-gray-100" />
          <div className="h-2 w-full animate-pulse rounded-full bg-gray-100" />
        </Card>
      ))}
    </div>
  );
}
