import type { Good } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { FactList } from '../../../components/ui/fact-list';
import { errorMessage } from '../../../lib/api-client';
import { useMovements } from '../../../resources/goods';
import { useFormatDate } from '../../../lib/dates';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { MOVEMENT_LINE_KEYS } from './movement-words';
import { StockStatusBadge } from './stock-status-badge';

export type ItemView = { good: Good; tab: 'details' | 'history' };

/** An item's details, or its stock ledger (the history icon). */
export function ItemDialog({ view, onClose }: { view: ItemView | null; onClose: () => void }) {
  const { t } = useTranslation(['inventory', 'common']);
  const good = view?.good;
  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        good
          ? view?.tab === 'history'
            ? t('inventory:item.historyTitle', { name: good.name })
            : good.name
          : t('inventory:item.title')
      }
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:ui.close')}
        </Button>
      }
    >
      {good && (view?.tab === 'history' ? <MovementList id={good.id} /> : <Details good={good} />)}
    </Dialog>
  );
}

function Details({ good }: { good: Good }) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { number, money } = useSiteNumberFormats();
  const dates = useFormatDate();
  const facts: [string, React.ReactNode][] = [
    [t('inventory:item.productId'), good.product_id],
    [t('inventory:item.sku'), good.sku ?? '-'],
    [t('inventory:item.category'), translate(good.category)],
    [t('inventory:item.quantity'), number(good.quantity)],
    [
      t('inventory:item.status'),
      <StockStatusBadge
        key="s"
        quantity={good.quantity}
        threshold={good.low_stock_threshold}
        maxQuantity={good.max_quantity}
      />,
    ],
    [t('inventory:item.minMax'), `${number(good.low_stock_threshold)} / ${number(good.max_quantity)}`],
    [t('inventory:item.pricePerUnit'), money(good.price_per_unit)],
    [t('inventory:item.branch'), good.branch?.name ?? '-'],
    [t('inventory:item.location'), good.location ?? '-'],
    [t('inventory:item.supplier'), good.supplier ?? '-'],
    [t('inventory:item.description'), good.description ?? '-'],
    [t('inventory:item.lastUpdated'), dates.dateTime(good.updated_at)],
  ];
  return <FactList facts={facts} className="sm:grid-cols-[9rem_1fr]" />;
}

function MovementList({ id }: { id: number }) {
  const { t } = useTranslation(['inventory']);
  // The ledger stores its reasons in English (spec 02); the messages catalog translates them.
  const reason = useTranslateMessage();
  const { number } = useSiteNumberFormats();
  const dates = useFormatDate();
  const movements = useMovements(id);
  if (movements.isPending) return <Spinner label={t('inventory:history.loading')} />;
  if (movements.isError)
    return <Alert tone="error">{errorMessage(movements.error, t('inventory:history.loadFailed'))}</Alert>;
  if (movements.data.movements.length === 0)
    return <p className="text-sm text-gray-600">{t('inventory:history.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {movements.data.movements.map((m) => (
        <li key={m.id} className="py-2">
          <p className="font-medium text-gray-900">
            {t(MOVEMENT_LINE_KEYS[m.type], {
              quantity: number(m.quantity),
              from: number(m.previous_quantity),
              to: number(m.new_quantity),
            })}
          </p>
          <p className="text-gray-600">
            {m.user_name
              ? t('inventory:history.by', { reason: reason(m.reason), user: m.user_name })
              : reason(m.reason)}{' '}
            · {dates.dateTime(m.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
