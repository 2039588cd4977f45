import { CardSkeletons } from '../../../components/ui/card-skeletons';
import { useTranslation } from '../../../lib/i18n/react';

export const ASSIGNMENT_GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';
/** My Assignments cards hold more details, so they get more room. */
export const MY_ASSIGNMENT_GRID = 'grid gap-4 lg:grid-cols-2';

/** An assignment card's placeholder: title, two lines of details, the progress bar. */
const CARD = {
  bodyClassName: 'space-y-3',
  bars: [
    'h-5 w-2/3 rounded bg-gray-200',
    'h-4 w-full rounded bg-gray-100',
    'h-4 w-5/6 rounded bg-gray-100',
    'h-2 w-full rounded-full bg-gray-100',
  ],
};

/** Card-shaped placeholders, so the page does not jump when the list arrives. */
export function AssignmentListSkeleton({ count = 6, grid = ASSIGNMENT_GRID }: { count?: number; grid?: string }) {
  const { t } = useTranslation(['assignments']);
  return <CardSkeletons label={t('assignments:loading')} count={count} className={grid} {...CARD} />;
}
