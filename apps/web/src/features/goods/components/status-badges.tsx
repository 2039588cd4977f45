import type { ExpiryStatus, StockStatus } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { EXPIRY_STATUS_LABELS, EXPIRY_STATUS_TONES, STOCK_STATUS_LABELS, STOCK_STATUS_TONES } from '../lib/format';

export function StockBadge({ status }: { status: StockStatus }) {
  return <Badge tone={STOCK_STATUS_TONES[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

/** Spec 02: the expiry badge is shown unless the item is fresh. */
export function ExpiryBadge({ status }: { status: ExpiryStatus }) {
  if (status === 'fresh') return null;
  return <Badge tone={EXPIRY_STATUS_TONES[status]}>{EXPIRY_STATUS_LABELS[status]}</Badge>;
}
