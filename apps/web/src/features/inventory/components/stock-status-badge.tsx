import { INVENTORY_STOCK_STATUS_LABELS, stockStatus, type StockStatus } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';

const tones = {
  'in-stock': 'green',
  'low-stock': 'amber',
  'out-of-stock': 'red',
  overstock: 'blue',
} as const satisfies Record<StockStatus, BadgeTone>;

type StockStatusBadgeProps = { quantity: number; threshold: number; maxQuantity: number };

/** Derived from the shown quantity, so an optimistic change re-derives it at once. */
export function StockStatusBadge({ quantity, threshold, maxQuantity }: StockStatusBadgeProps) {
  const translate = useTranslateMessage();
  const status = stockStatus(quantity, threshold, maxQuantity);
  return <Badge tone={tones[status]}>{translate(INVENTORY_STOCK_STATUS_LABELS[status])}</Badge>;
}
