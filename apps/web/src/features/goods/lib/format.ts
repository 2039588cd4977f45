import type { ExpiryStatus, MovementType, StockStatus } from '@stockyard/domain';
import type { BadgeTone } from '../../../components/ui/badge';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars with cents and a $ sign (spec 02: 'price with a $ sign'). */
export const formatPrice = (value: number) => money.format(value);

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};
export const STOCK_STATUS_TONES: Record<StockStatus, BadgeTone> = {
  'in-stock': 'green',
  'low-stock': 'amber',
  'out-of-stock': 'red',
};

export const EXPIRY_STATUS_LABELS: Record<ExpiryStatus, string> = {
  fresh: 'Fresh',
  'expiring-soon': 'Expiring Soon',
  expired: 'Expired',
};
export const EXPIRY_STATUS_TONES: Record<ExpiryStatus, BadgeTone> = {
  fresh: 'green',
  'expiring-soon': 'orange',
  expired: 'red',
};

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  inward: 'Stock In (Inward)',
  outward: 'Stock Out (Outward)',
  adjustment: 'Adjustment',
};
export const MOVEMENT_TYPE_TONES: Record<MovementType, BadgeTone> = {
  inward: 'green',
  outward: 'red',
  adjustment: 'blue',
};
