import type { Good, StockMovement } from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMovements } from '../../../resources/goods';
import { MOVEMENT_TYPE_LABELS, MOVEMENT_TYPE_TONES } from '../lib/format';
import { useFormatDate } from '../../../lib/dates';

type MovementHistoryDialogProps = { good: Good | undefined; onClose: () => void };

export function MovementHistoryDialog({ good, onClose }: MovementHistoryDialogProps) {
  return (
    <Dialog
      open={good !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Stock History"
      description={good ? `${good.name} · ${good.product_id}` : undefined}
      size="lg"
    >
      {good && <MovementLedger key={good.id} good={good} />}
    </Dialog>
  );
}

function MovementLedger({ good }: { good: Good }) {
  const [page, setPage] = useState(1);
  const movements = useMovements(good.id, page);

  if (movements.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading stock history" />
      </div>
    );
  if (movements.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void movements.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(movements.error, 'Failed to load stock history')}
      </Alert>
    );
  const { movements: rows, total, limit } = movements.data;
  if (total === 0)
    return <EmptyState title="No stock movements yet" description="Stock updates of this item will be listed here." />;
  return (
    <div className={movements.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <ol className="divide-y divide-gray-100" aria-label="Stock movements, newest first">
        {rows.map((movement) => (
          <MovementEntry key={movement.id} movement={movement} />
        ))}
      </ol>
      {total > limit && (
        <Pagination page={page} pageSize={limit} total={total} onPageChange={setPage} itemLabel="movements" />
      )}
    </div>
  );
}

function MovementEntry({ movement }: { movement: StockMovement }) {
  const dates = useFormatDate();
  const sign = movement.type === 'inward' ? '+' : movement.type === 'outward' ? '-' : '=';
  return (
    <li className="grid gap-2 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={MOVEMENT_TYPE_TONES[movement.type]}>{MOVEMENT_TYPE_LABELS[movement.type]}</Badge>
          <span className="font-medium text-gray-900">{movement.reason}</span>
        </div>
        <p className="text-gray-600">
          {dates.dateTime(movement.created_at)}
          {movement.user_name && ` · by ${movement.user_name}`}
        </p>
        {movement.reference_number && <p className="text-gray-600">Reference: {movement.reference_number}</p>}
        {movement.notes && <p className="wrap-anywhere text-gray-600">Notes: {movement.notes}</p>}
      </div>
      <div className="sm:text-right">
        <p className="font-semibold text-gray-900">
          {sign}
          {movement.quantity}
        </p>
        <p className="text-gray-600">
          {movement.previous_quantity} → {movement.new_quantity}
        </p>
      </div>
    </li>
  );
}
