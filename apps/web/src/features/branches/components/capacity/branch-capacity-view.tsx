import {
  BRANCH_CAPACITY_EMPTY_MESSAGE,
  BRANCH_CAPACITY_FETCH_HINT,
  BRANCH_FAILURE_MESSAGES,
  branchSummary,
} from '@stockyard/domain';
import Building2 from 'lucide-react/icons/building-complex';
import Gauge from 'lucide-react/icons/gauge';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CardSkeletons } from '../../../../components/ui/card-skeletons';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { StatGrid, UNKNOWN_FIGURE } from '../../../../components/ui/stat-card';
import { useTranslateMessage } from '../../../../lib/i18n/messages';
import { useTranslation } from '../../../../lib/i18n/react';
import { useBranches } from '../../../../resources/branches';
import { useBranchSummaryTiles } from '../branch-summary-tiles';
import { BranchCapacityCard } from './branch-capacity-card';

const GRID = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';
const SKELETON_BARS = [
  'h-5 w-2/3 rounded bg-gray-200',
  'h-4 w-1/2 rounded bg-gray-100',
  'h-2 w-full rounded-full bg-gray-200',
  'h-4 w-1/3 rounded bg-gray-100',
  'h-16 w-full rounded bg-gray-100',
  'h-10 w-full rounded-lg bg-gray-200',
];

/** The four placeholder cards of spec 01 while the list loads. */
function CapacitySkeleton() {
  const { t } = useTranslation(['branches']);
  return (
    <CardSkeletons
      label={t('branches:capacity.loading')}
      count={4}
      className={GRID}
      bodyClassName="space-y-4"
      bars={SKELETON_BARS}
    />
  );
}

/** Branch Capacity (spec 01): where there is room to store goods right now. */
export function BranchCapacityView() {
  const list = useBranches();
  const { data, isPending, isError, errorUpdatedAt, isFetching, refetch } = list;
  const branches = data ?? [];
  const [dismissedError, setDismissedError] = useState(0);
  const summary = useMemo(() => (data ? branchSummary(data) : null), [data]);
  const tiles = useBranchSummaryTiles(summary);
  // Without a list there are no figures: a dash, not a zero that would read as "no space".
  const average = summary ? `${summary.averageUtilization}%` : UNKNOWN_FIGURE;
  const retry = () => void refetch();
  const { t } = useTranslation(['branches', 'common']);
  const translate = useTranslateMessage();

  return (
    <>
      <PageHeader
        title={t('branches:capacity.title')}
        description={t('branches:capacity.description')}
        backTo="/customer/dashboard"
      >
        <Button variant="secondary" loading={isFetching} onClick={retry}>
          {!isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          {t('common:refresh')}
        </Button>
      </PageHeader>

      {isError && errorUpdatedAt !== dismissedError && (
        <LoadError
          query={list}
          title={translate(BRANCH_FAILURE_MESSAGES.fetch)}
          retryLabel={t('branches:capacity.tryAgain')}
          onDismiss={() => setDismissedError(errorUpdatedAt)}
          className="mb-6"
        >
          {translate(BRANCH_CAPACITY_FETCH_HINT)}
        </LoadError>
      )}

      <StatGrid
        label={t('branches:capacity.summary')}
        className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4"
        loading={isPending}
        tiles={[
          tiles.totalBranches,
          tiles.totalCapacity,
          tiles.availableSpace,
          { label: t('branches:capacity.avgUtilization'), value: average, icon: Gauge, tone: 'amber' },
        ]}
      />

      {/* A list that could not be read is not an empty one: the message above, with its one Try
          Again, is the whole answer, not a "No branches found" with a second button. */}
      {isPending ? (
        <CapacitySkeleton />
      ) : !data ? null : branches.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={translate(BRANCH_CAPACITY_EMPTY_MESSAGE)}
          action={
            <Button variant="secondary" loading={isFetching} onClick={retry}>
              {t('branches:capacity.tryAgain')}
            </Button>
          }
        />
      ) : (
        <ul className={GRID}>
          {branches.map((branch) => (
            <li key={branch.id}>
              <BranchCapacityCard branch={branch} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
