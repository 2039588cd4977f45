import type { BranchSummary } from '@stockyard/domain';
import { Boxes, Building2, Gauge, PackageCheck, PackageOpen } from 'lucide-react';
import { StatCard } from '../../../../components/ui/stat-card';
import { useNumberFormats } from '../../../../lib/i18n/format';
import { useTranslation } from '../../../../lib/i18n/react';
import { formatUnits } from '../branch-format';

/** The five summary cards of spec 02 "Branch management", over every branch (not only the filtered ones). */
/** null when the list could not be loaded: a dash, not a zero that would read as "no space". */
export function BranchSummaryCards({ summary, loading }: { summary: BranchSummary | null; loading: boolean }) {
  const { t } = useTranslation(['branches']);
  const { percent } = useNumberFormats();
  const units = (pick: (figures: BranchSummary) => number) => (summary ? formatUnits(pick(summary)) : '—');
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label={t('branches:capacity.totalBranches')}
        value={units((figures) => figures.totalBranches)}
        icon={Building2}
        loading={loading}
      />
      <StatCard
        label={t('branches:capacity.totalCapacity')}
        value={units((figures) => figures.totalCapacity)}
        hint={t('branches:capacity.units')}
        icon={Boxes}
        tone="blue"
        loading={loading}
      />
      <StatCard
        label={t('branches:admin.usedSpace')}
        value={units((figures) => figures.usedSpace)}
        hint={t('branches:capacity.units')}
        icon={PackageCheck}
        tone="amber"
        loading={loading}
      />
      <StatCard
        label={t('branches:capacity.availableSpace')}
        value={units((figures) => figures.availableSpace)}
        hint={t('branches:capacity.units')}
        icon={PackageOpen}
        tone="green"
        loading={loading}
      />
      <StatCard
        label={t('branches:admin.avgUtilization')}
        value={summary ? percent(summary.averageUtilization) : '—'}
        icon={Gauge}
        tone="gray"
        loading={loading}
      />
    </div>
  );
}
