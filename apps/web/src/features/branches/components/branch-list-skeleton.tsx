import { Card, CardBody } from '../../../components/ui/card';
import { useShellT } from '../../../lib/i18n/shell';

export const BRANCH_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The grid's placeholder while branches load. The landing page shows it before any catalog but the
 * shell has arrived, so without a label of the screen's own it says the shell's "Loading".
 */
export function BranchListSkeleton({ label }: { label?: string }) {
  const t = useShellT();
  return (
    <div role="status" aria-label={label ?? t('shell:loading')} className={BRANCH_GRID}>
      {[0, 1, 2].map((key) => (
        <Card key={key} aria-hidden="true" className="h-full">
          <CardBody className="animate-pulse">
            <div className="h-5 w-2/3 rounded bg-gray-200" />
            <div className="mt-3 h-4 w-1/2 rounded bg-gray-100" />
            <div className="mt-4 h-4 w-full rounded bg-gray-100" />
            <div className="mt-8 h-2 w-full rounded-full bg-gray-200" />
            <div className="mt-3 h-3 w-1/2 rounded bg-gray-100" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
