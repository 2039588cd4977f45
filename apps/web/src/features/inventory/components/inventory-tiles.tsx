import type { InventorySummary } from '@stockyard/domain';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Boxes from 'lucide-react/icons/boxes';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import DollarSign from 'lucide-react/icons/dollar-sign';
import XCircle from 'lucide-react/icons/circle-x';
import { StatGrid, UNKNOWN_FIGURE } from '../../../components/ui/stat-card';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslation } from '../../../lib/i18n/react';

/** The five tiles, from the server's summary of the current filter. */
export function InventoryTiles({ summary, loading }: { summary: InventorySummary | undefined; loading: boolean }) {
  const { t } = useTranslation(['inventory']);
  const { number, money } = useSiteNumberFormats();
  // A dash while the summary could not be read (the screen's message says so), never a figure of 0.
  const count = (value: number | undefined) => (value === undefined ? UNKNOWN_FIGURE : number(value));
  return (
    <StatGrid
      // Two a row on a phone: the fifth tile, the value (the longest figure), takes the whole row.
      className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5 [&>:last-child]:col-span-2 md:[&>:last-child]:col-span-1"
      loading={loading}
      tiles={[
        { label: t('inventory:tiles.totalItems'), value: count(summary?.total_items), icon: Boxes },
        { label: t('inventory:tiles.inStock'), value: count(summary?.in_stock), icon: CheckCircle2, tone: 'green' },
        { label: t('inventory:tiles.lowStock'), value: count(summary?.low_stock), icon: AlertTriangle, tone: 'amber' },
        { label: t('inventory:tiles.outOfStock'), value: count(summary?.out_of_stock), icon: XCircle, tone: 'red' },
        {
          label: t('inventory:tiles.totalValue'),
          value: summary ? money(summary.total_value) : UNKNOWN_FIGURE,
          icon: DollarSign,
          tone: 'blue',
        },
      ]}
    />
  );
}
