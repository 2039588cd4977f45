import type { BranchSummary } from '@stockyard/domain';
import Gauge from 'lucide-react/icons/gauge';
import { StatGrid, UNKNOWN_FIGURE } from '../../../../components/ui/stat-card';
import { useNumberFormats } from '../../../../lib/i18n/format';
import { useTranslation } from '../../../../lib/i18n/react';
import { useBranchSummaryTiles } from '../branch-summary-tiles';

/**
 * The summary cards of spec 02 "Branch management", over every branch (not only the filtered ones),
 * with the reserved space beside the used space.
 */
/** null when the list could not be loaded: a dash, not a zero that would read as "no space". */
export function BranchSummaryCards({ summary, loading }: { summary: BranchSummary | null; loading: boolean }) {
  const { t } = useTranslation(['branches']);
  const { percent } = useNumberFormats();
  const tiles = useBranchSummaryTiles(summary);
  const average = summary ? percent(summary.averageUtilization) : UNKNOWN_FIGURE;
  // Avg Utilization (the spec's card) is a mean of percentages; the hint says so and gives the share
  // of total capacity beside it, the figure the admin dashboard shows next to it under the same words.
  const averageHint = summary
    ? t('branches:admin.avgUtilizationHint', { percent: percent(summary.capacityUtilization) })
    : undefined;
  return (
    <StatGrid
      className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6"
      loading={loading}
      tiles={[
        tiles.totalBranches,
        tiles.totalCapacity,
        tiles.usedSpace,
        tiles.reservedSpace,
        tiles.availableSpace,
        { label: t('branches:admin.avgUtilization'), value: average, hint: averageHint, icon: Gauge, tone: 'gray' },
      ]}
    />
  );
}
