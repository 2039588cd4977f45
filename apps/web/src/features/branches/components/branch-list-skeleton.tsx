import { CardSkeletons } from '../../../components/ui/card-skeletons';
import { useShellT } from '../../../lib/i18n/shell';

export const BRANCH_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

const BARS = [
  'h-5 w-2/3 rounded bg-gray-200',
  'mt-3 h-4 w-1/2 rounded bg-gray-100',
  'mt-4 h-4 w-full rounded bg-gray-100',
  'mt-8 h-2 w-full rounded-full bg-gray-200',
  'mt-3 h-3 w-1/2 rounded bg-gray-100',
];

/**
 * The grid's placeholder while branches load. The landing page shows it before any catalog but the
 * shell has arrived, so without a label of the screen's own it says the shell's "Loading".
 */
export function BranchListSkeleton({ label }: { label?: string }) {
  const t = useShellT();
  return (
    <CardSkeletons
      label={label ?? t('shell:loading')}
      count={3}
      className={BRANCH_GRID}
      cardClassName="h-full"
      bars={BARS}
    />
  );
}
