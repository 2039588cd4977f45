import type { BranchSummary } from '@stockyard/domain';
import Boxes from 'lucide-react/icons/boxes';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import PackageCheck from 'lucide-react/icons/package-check';
import PackageOpen from 'lucide-react/icons/package-open';
import { UNKNOWN_FIGURE, type StatTile } from '../../../components/ui/stat-card';
import { useTranslation } from '../../../lib/i18n/react';
import { formatUnits } from './branch-format';

/**
 * The figures Branch Management (spec 02) and Branch Capacity (spec 01) both show, as tiles.
 * `summary` is null when the list could not be loaded: a dash, not a zero that would read as "no space".
 */
export function useBranchSummaryTiles(summary: BranchSummary | null) {
  const { t } = useTranslation(['branches']);
  const units = (pick: (figures: BranchSummary) => number) => (summary ? formatUnits(pick(summary)) : UNKNOWN_FIGURE);
  const hint = t('branches:capacity.units');
  return {
    totalBranches: {
      label: t('branches:capacity.totalBranches'),
      value: units((f) => f.totalBranches),
      icon: Building2,
    },
    totalCapacity: {
      label: t('branches:capacity.totalCapacity'),
      value: units((f) => f.totalCapacity),
      hint,
      icon: Boxes,
      tone: 'blue',
    },
    usedSpace: {
      label: t('branches:admin.usedSpace'),
      value: units((f) => f.usedSpace),
      hint,
      icon: PackageCheck,
      tone: 'amber',
    },
    reservedSpace: {
      label: t('branches:admin.reservedSpace'),
      value: units((f) => f.reservedSpace),
      hint,
      icon: CalendarClock,
      tone: 'blue',
    },
    availableSpace: {
      label: t('branches:capacity.availableSpace'),
      value: units((f) => f.availableSpace),
      hint,
      icon: PackageOpen,
      tone: 'green',
    },
  } satisfies Record<string, StatTile>;
}
