import { formatMoney, type InventorySummary } from '@stockyard/domain';
import { AlertTriangle, Boxes, CheckCircle2, DollarSign, XCircle } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

/** The five tiles, from the server's summary of the current filter. */
export function InventoryTiles({ summary, loading }: { summary: InventorySummary | undefined; loading: boolean }) {
  const busy = loading || !summary;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Total Items" value={summary?.total_items} icon={Boxes} loading={busy} />
      <StatCard label="In Stock" value={summary?.in_stock} icon={CheckCircle2} tone="green" loading={busy} />
      <StatCard label="Low Stock" value={summary?.low_stock} icon={AlertTriangle} tone="amber" loading={busy} />
      <StatCard label="Out of Stock" value={summary?.out_of_stock} icon={XCircle} tone="red" loading={busy} />
      <StatCard
        label="Total Value"
        value={summary ? formatMoney(summary.total_value) : ''}
        icon={DollarSign}
        tone="blue"
        loading={busy}
      />
    </div>
  );
}
