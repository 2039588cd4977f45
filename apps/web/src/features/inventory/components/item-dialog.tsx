import { formatMoney, type Good } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { FactList } from '../../../components/ui/fact-list';
import { errorMessage } from '../../../lib/api-client';
import { useMovements } from '../../../resources/goods';
import { StockStatusBadge } from './stock-status-badge';
import { useFormatDate } from '../../../lib/dates';

export type ItemView = { good: Good; tab: 'details' | 'history' };

/** An item's details, or its stock ledger (the history icon). */
export function ItemDialog({ view, onClose }: { view: ItemView | null; onClose: () => void }) {
  const good = view?.good;
  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => !open && onClose()}
      title={good ? (view?.tab === 'history' ? `Stock history: ${good.name}` : good.name) : 'Item'}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {good && (view?.tab === 'history' ? <MovementList id={good.id} /> : <Details good={good} />)}
    </Dialog>
  );
}

function Details({ good }: { good: Good }) {
  const dates = useFormatDate();
  const facts: [string, React.ReactNode][] = [
    ['Product ID', good.product_id],
    ['SKU', good.sku ?? '-'],
    ['Category', good.category],
    ['Quantity', good.quantity],
    ['Status', <StockStatusBadge key="s" quantity={good.quantity} threshold={good.low_stock_threshold} />],
    ['Min / Max', `${good.low_stock_threshold} / ${good.max_quantity}`],
    ['Price per unit', formatMoney(good.price_per_unit)],
    ['Branch', good.branch?.name ?? '-'],
    ['Location', good.location ?? '-'],
    ['Supplier', good.supplier ?? '-'],
    ['Description', good.description ?? '-'],
    ['Last updated', dates.dateTime(good.updated_at)],
  ];
  return <FactList facts={facts} className="sm:grid-cols-[9rem_1fr]" />;
}

function MovementList({ id }: { id: number }) {
  const dates = useFormatDate();
  const movements = useMovements(id);
  if (movements.isPending) return <Spinner label="Loading stock history" />;
  if (movements.isError)
    return <Alert tone="error">{errorMessage(movements.error, 'Stock history could not be loaded.')}</Alert>;
  if (movements.data.movements.length === 0) return <p className="text-sm text-gray-600">No stock movements yet.</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {movements.data.movements.map((m) => (
        <li key={m.id} className="py-2">
          <p className="font-medium text-gray-900">
            {m.type} {m.quantity}: {m.previous_quantity} → {m.new_quantity}
          </p>
          <p className="text-gray-600">
            {m.reason}
            {m.user_name && ` by ${m.user_name}`} · {dates.dateTime(m.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
