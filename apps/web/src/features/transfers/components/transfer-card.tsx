import type { Transfer, TransferStatus } from '@stockyard/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

const STATUS_TONES: Record<TransferStatus, BadgeTone> = { in_transit: 'amber', received: 'green', cancelled: 'gray' };
export const STATUS_LABELS = {
  in_transit: 'transfers:status.in_transit',
  received: 'transfers:status.received',
  cancelled: 'transfers:status.cancelled',
} as const satisfies Record<TransferStatus, string>;

type Props = { transfer: Transfer; onReceive: (t: Transfer) => void; onCancel: (t: Transfer) => void };

/** One transfer: what, from where to where, its state, who did what when, and what the reader may do. */
export function TransferCard({ transfer, onReceive, onCancel }: Props) {
  const { t } = useTranslation(['transfers']);
  const dates = useFormatDate();
  const formats = useNumberFormats();
  return (
    <Card>
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[transfer.status]}>{t(STATUS_LABELS[transfer.status])}</Badge>
            <span className="font-mono text-sm text-gray-600">{transfer.reference}</span>
          </div>
          <p className="font-medium wrap-anywhere text-gray-900">
            {t('transfers:card.item', {
              count: transfer.quantity,
              quantity: formats.number(transfer.quantity),
              item: transfer.item_name,
              sku: transfer.sku,
            })}
          </p>
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-gray-700">
            <span>{transfer.from_branch.name}</span>
            <ArrowRight aria-label={t('transfers:card.to')} className="size-4 shrink-0 text-gray-400" />
            <span>{transfer.to_branch.name}</span>
          </p>
          <p className="text-sm text-gray-600">
            {t('transfers:card.sent', { when: dates.dateTime(transfer.created_at), who: transfer.created_by ?? '—' })}
          </p>
          {transfer.status === 'received' && transfer.received_at && (
            <p className="text-sm text-gray-600">
              {t('transfers:card.received', {
                when: dates.dateTime(transfer.received_at),
                who: transfer.received_by ?? '—',
                quantity: formats.number(transfer.received_quantity ?? 0),
              })}
            </p>
          )}
          {transfer.shortfall > 0 && (
            <p className="text-sm wrap-anywhere text-red-700">
              {t('transfers:card.shortfall', { count: transfer.shortfall, reason: transfer.shortfall_reason ?? '' })}
            </p>
          )}
          {transfer.status === 'cancelled' && transfer.cancelled_at && (
            <p className="text-sm text-gray-600">
              {t('transfers:card.cancelled', { when: dates.dateTime(transfer.cancelled_at) })}
            </p>
          )}
          {transfer.note && (
            <p className="text-sm wrap-anywhere text-gray-600">{t('transfers:card.note', { note: transfer.note })}</p>
          )}
        </div>
        {(transfer.can_receive || transfer.can_cancel) && (
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            {transfer.can_receive && (
              <Button onClick={() => onReceive(transfer)}>{t('transfers:actions.receive')}</Button>
            )}
            {transfer.can_cancel && (
              <Button variant="secondary" onClick={() => onCancel(transfer)}>
                {t('transfers:actions.cancel')}
              </Button>
            )}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
