import Boxes from 'lucide-react/icons/boxes';
import Building2 from 'lucide-react/icons/building-complex';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Hourglass from 'lucide-react/icons/hourglass';
import Users from 'lucide-react/icons/users';
import { StatGrid } from '../../../components/ui/stat-card';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

/** A figure and whether it is still loading; null once every source for it has failed (shown as 0). */
export type CardFigure = { value: number | null; loading: boolean; hint?: string };

export type DashboardFigures = {
  users: CardFigure;
  goods: CardFigure;
  branches: CardFigure;
  assignments: CardFigure;
  pending: CardFigure;
};

/** Spec 02: Total Users, Total Goods, Branches, Assignments, Pending Tasks; zeros when unknown. */
export function DashboardStatCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation(['admin']);
  const { number } = useNumberFormats();
  const cards = [
    { label: 'admin:dash.totalUsers', figure: figures.users, icon: Users, tone: 'brand' as const },
    { label: 'admin:dash.totalGoods', figure: figures.goods, icon: Boxes, tone: 'green' as const },
    { label: 'admin:dash.branches', figure: figures.branches, icon: Building2, tone: 'blue' as const },
    { label: 'admin:dash.assignments', figure: figures.assignments, icon: ClipboardList, tone: 'gray' as const },
    { label: 'admin:dash.pendingTasks', figure: figures.pending, icon: Hourglass, tone: 'amber' as const },
  ] as const;
  return (
    <StatGrid
      label={t('admin:dash.summary')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
      tiles={cards.map(({ label, figure, icon, tone }) => ({
        label: t(label),
        value: number(figure.value ?? 0),
        icon,
        tone,
        loading: figure.loading,
        hint: figure.hint,
      }))}
    />
  );
}
