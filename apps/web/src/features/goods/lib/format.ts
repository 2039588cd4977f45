import {
  INVENTORY_STOCK_STATUS_LABELS,
  type ExpiryStatus,
  type MovementType,
  type StockStatus,
} from '@stockyard/domain';
import { useMemo } from 'react';
import type { BadgeTone } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

export const STOCK_STATUS_TONES: Record<StockStatus, BadgeTone> = {
  'in-stock': 'green',
  'low-stock': 'amber',
  'out-of-stock': 'red',
  overstock: 'blue',
};

export const EXPIRY_STATUS_TONES: Record<ExpiryStatus, BadgeTone> = {
  fresh: 'green',
  'expiring-soon': 'orange',
  expired: 'red',
};

export const MOVEMENT_TYPE_TONES: Record<MovementType, BadgeTone> = {
  inward: 'green',
  outward: 'red',
  adjustment: 'blue',
};

export type GoodsLabels = {
  stock: Record<StockStatus, string>;
  expiry: Record<ExpiryStatus, string>;
  movement: Record<MovementType, string>;
};

/** The names of the stock and expiry statuses and the movement types in the current language. */
export function useGoodsLabels(): GoodsLabels {
  const { t } = useTranslation(['goods']);
  // The stock levels' names are the inventory's too, so they come from the messages catalog.
  const translate = useTranslateMessage();
  return useMemo(
    () => ({
      stock: {
        'in-stock': translate(INVENTORY_STOCK_STATUS_LABELS['in-stock']),
        'low-stock': translate(INVENTORY_STOCK_STATUS_LABELS['low-stock']),
        'out-of-stock': translate(INVENTORY_STOCK_STATUS_LABELS['out-of-stock']),
        overstock: translate(INVENTORY_STOCK_STATUS_LABELS.overstock),
      },
      expiry: {
        fresh: t('goods:expiry.fresh'),
        'expiring-soon': t('goods:expiry.expiringSoon'),
        expired: t('goods:expiry.expired'),
      },
      movement: {
        inward: t('goods:movement.inward'),
        outward: t('goods:movement.outward'),
        adjustment: t('goods:movement.adjustment'),
      },
    }),
    [t, translate],
  );
}
