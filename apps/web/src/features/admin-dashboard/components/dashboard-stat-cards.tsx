import { Boxes, Building2, ClipboardList, Hourglass, Users } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

/** A figure and whether it is still loading; null once every source for it has failed (shown as 0). */
export type CardFigure = { value: number | null; loading: boolean; hint?: string };

export type DashboardFigures = {
  users: CardFigure;
  goods: CardFigure;
  branches: CardFigure;
  assignments: CardFigure;
  pending: CardFigure;
};

const number = new Intl.NumberFormat();

/** Spec 02: Total Users, Total Goods, Branches, Assignments, Pending Tasks; zeros when unknown. */
export function DashboardStatCards({ figures }: { figures: DashboardFigures }) {
  const cards = [
    { label: 'Total Users', figure: figures.users, icon: Users, tone: 'brand' as const },
    { label: 'Total Goods', figure: figures.goods, icon: Boxes, tone: 'green' as const },
    { label: 'Branches', figure: figures.branches, icon: Building2, tone: 'blue' as const },
    { label: 'Assignments', figure: figures.assignments, icon: ClipboardList, tone: 'gray' as const },
    { label: 'Pending Tasks', figure: figures.pending, icon: Hourglass, tone: 'amber' as const },
  ];
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {cards.map(({ label, figure, icon, tone }) => (
        <StatCard
          key={label}
          label={label}
          value={number.format(figure.value ?? 0)}
          icon={icon}
          tone={tone}
          loading={figure.loading}
          hint={figure.hint}
        />
      ))}
    </section>
  );
}
