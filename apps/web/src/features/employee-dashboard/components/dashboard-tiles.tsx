import type { EmployeeDashboard } from '@stockyard/domain';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import Package from 'lucide-react/icons/package';
import { StatGrid } from '../../../components/ui/stat-card';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

/** Spec 01's four tiles; Pending Tasks counts open work (pending and in progress), as on the admin dashboard. */
export function DashboardTiles({ data, loading }: { data: EmployeeDashboard | undefined; loading: boolean }) {
  const { t } = useTranslation(['employee']);
  const { number } = useNumberFormats();
  const value = (figure: number | undefined) => (figure === undefined ? '–' : number(figure));
  const pendingHint = t('employee:pendingHint');
  return (
    <StatGrid
      label={t('employee:summary')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      loading={loading}
      tiles={[
        { label: t('employee:totalAssignments'), value: value(data?.total_assignments), icon: ClipboardList },
        {
          label: t('employee:pendingTasks'),
          value: value(data?.pending_assignments),
          icon: Clock,
          tone: 'amber',
          hint: pendingHint,
        },
        {
          label: t('employee:completedTasks'),
          value: value(data?.completed_assignments),
          icon: CheckCircle2,
          tone: 'green',
        },
        { label: t('employee:goodsInSystem'), value: value(data?.goods_in_system), icon: Package, tone: 'blue' },
      ]}
    />
  );
}
