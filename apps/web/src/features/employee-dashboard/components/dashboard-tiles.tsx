import type { EmployeeDashboard } from '@stockyard/domain';
import { CheckCircle2, ClipboardList, Clock, Package } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

/** Spec 01's four tiles; Pending Tasks counts open work (pending and in progress), as on the admin dashboard. */
export function DashboardTiles({ data, loading }: { data: EmployeeDashboard | undefined; loading: boolean }) {
  const value = (figure: number | undefined) => (figure === undefined ? '–' : figure.toLocaleString('en-US'));
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Assignments"
        value={value(data?.total_assignments)}
        icon={ClipboardList}
        loading={loading}
      />
      <StatCard
        label="Pending Tasks"
        value={value(data?.pending_assignments)}
        icon={Clock}
        tone="amber"
        hint="Pending or in progress"
        loading={loading}
      />
      <StatCard
        label="Completed Tasks"
        value={value(data?.completed_assignments)}
        icon={CheckCircle2}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Goods in System"
        value={value(data?.goods_in_system)}
        icon={Package}
        tone="blue"
        loading={loading}
      />
    </section>
  );
}
