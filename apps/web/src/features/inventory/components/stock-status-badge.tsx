import { INVENTORY_STOCK_STATUS_LABELS, stockStatus } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';

const tones = { 'in-stock': 'green', 'low-stock': 'amber', 'out-of-stock': 'red' } as const satisfies Record<
  string,
  BadgeTone
>;

/** Derived from the shown quantity, so an optimistic change re-derives it at once. */
export function StockStatusBadge({ quantity, threshold }: { quantity: number; threshold: number }) {
  const translate = useTranslateMessage();
  const status = stockStatus(quantity, threshold);
  return <Badge tone={tones[status]}>{translate(INVENTORY_STOCK_STATUS_LABELS[status])}</Badge>;
}
