import type { Good, StockMovement } from '@stockyard/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useMovements } from '../../../resources/goods';
import { MOVEMENT_TYPE_TONES, useGoodsLabels } from '../lib/format';
import { useGoodsText } from '../lib/goods-text';

type MovementHistoryDialogProps = { good: Good | undefined; onClose: () => void };

export function MovementHistoryDialog({ good, onClose }: MovementHistoryDialogProps) {
  const { t } = useTranslation(['goods']);
  return (
    <Dialog
      open={good !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('goods:history.title')}
      description={good ? `${good.name} · ${good.product_id}` : undefined}
      size="lg"
    >
      {good && <MovementLedger key={good.id} good={good} />}
    </Dialog>
  );
}

function MovementLedger({ good }: { good: Good }) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  const [page, setPage] = useState(1);
  const movements = useMovements(good.id, page);

  if (movements.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('goods:history.loading')} />
      </div>
    );
  if (movements.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void movements.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {message(errorMessage(movements.error, t('goods:history.loadFailed')))}
      </Alert>
    );
  const { movements: rows, total, limit } = movements.data;
  if (total === 0) return <EmptyState title={t('goods:history.empty')} description={t('goods:history.emptyText')} />;
  return (
    <div className={movements.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <ol className="divide-y divide-gray-100" aria-label={t('goods:history.list')}>
        {rows.map((movement) => (
          <MovementEntry key={movement.id} movement={movement} />
        ))}
      </ol>
      {total > limit && (
        <Pagination
          page={page}
          pageSize={limit}
          total={total}
          onPageChange={setPage}
          itemLabel={(count) => t('goods:history.items', { count })}
        />
      )}
    </div>
  );
}

function MovementEntry({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation(['goods']);
  const { reason } = useGoodsText();
  const labels = useGoodsLabels();
  const formats = useNumberFormats();
  const dates = useFormatDate();
  const sign = movement.type === 'inward' ? '+' : movement.type === 'outward' ? '-' : '=';
  return (
    <li className="grid gap-2 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={MOVEMENT_TYPE_TONES[movement.type]}>{labels.movement[movement.type]}</Badge>
          <span className="font-medium text-gray-900">{reason(movement.reason)}</span>
        </div>
        <p className="text-gray-600">
          {dates.dateTime(movement.created_at)}
          {movement.user_name && t('goods:history.by', { name: movement.user_name })}
        </p>
        {movement.reference_number && <MovementReference reference={movement.reference_number} />}
        {movement.notes && (
          <p className="wrap-anywhere text-gray-600">{t('goods:history.notes', { value: movement.notes })}</p>
        )}
      </div>
      <div className="sm:text-right">
        <p className="font-semibold text-gray-900">
          {sign}
          {formats.number(movement.quantity)}
        </p>
        <p className="text-gray-600">
          {formats.number(movement.previous_quantity)} → {formats.number(movement.new_quantity)}
        </p>
      </div>
    </li>
  );
}

/** A transfer's legs carry its TRF- reference: staff follow it to the transfer (both branches, its state). */
function MovementReference({ reference }: { reference: string }) {
  const { t } = useTranslation(['goods']);
  const { user } = useAuth();
  const staff = user?.role === 'admin' || user?.role === 'employee';
  if (!staff || !/^TRF-\d+$/.test(reference))
    return <p className="text-gray-600">{t('goods:history.reference', { value: reference })}</p>;
  return (
    <p className="text-gray-600">
      {t('goods:history.transfer')}{' '}
      <Link
        to={`/${user.role}/transfers?q=${reference}`}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {reference}
      </Link>
    </p>
  );
}
