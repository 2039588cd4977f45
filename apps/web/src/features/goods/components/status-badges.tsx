import type { ExpiryStatus, StockStatus } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { EXPIRY_STATUS_TONES, STOCK_STATUS_TONES, useGoodsLabels } from '../lib/format';

export function StockBadge({ status }: { status: StockStatus }) {
  const labels = useGoodsLabels();
  return <Badge tone={STOCK_STATUS_TONES[status]}>{labels.stock[status]}</Badge>;
}

/** Spec 02: the expiry badge is shown unless the item is fresh. */
export function ExpiryBadge({ status }: { status: ExpiryStatus }) {
  const labels = useGoodsLabels();
  if (status === 'fresh') return null;
  return <Badge tone={EXPIRY_STATUS_TONES[status]}>{labels.expiry[status]}</Badge>;
}
