import type { EmployeeDashboard } from '@stockyard/domain';
import { CheckCircle2, ClipboardList, Clock, Package } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

/** Spec 01's four tiles; Pending Tasks counts open work (pending and in progress), as on the admin dashboard. */
export function DashboardTiles({ data, loading }: { data: EmployeeDashboard | undefined; loading: boolean }) {
  const { t } = useTranslation(['employee']);
  const { number } = useNumberFormats();
  const value = (figure: number | undefined) => (figure === undefined ? '–' : number(figure));
  return (
    <section aria-label={t('employee:summary')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={t('employee:totalAssignments')}
        value={value(data?.total_assignments)}
        icon={ClipboardList}
        loading={loading}
      />
      <StatCard
        label={t('employee:pendingTasks')}
        value={value(data?.pending_assignments)}
        icon={Clock}
        tone="amber"
        hint={t('employee:pendingHint')}
        loading={loading}
      />
      <StatCard
        label={t('employee:completedTasks')}
        value={value(data?.completed_assignments)}
        icon={CheckCircle2}
        tone="green"
        loading={loading}
      />
      <StatCard
        label={t('employee:goodsInSystem')}
        value={value(data?.goods_in_system)}
        icon={Package}
        tone="blue"
        loading={loading}
      />
    </section>
  );
}
