import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { Card, CardBody } from '../../../components/ui/card';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useLowStock } from '../api/get-low-stock';
import { StockStatusBadge } from './stock-status-badge';

/** Low Stock Alerts: the server's items at or below threshold, emptiest first. */
export function LowStockAlerts() {
  const { t } = useTranslation(['inventory']);
  const { number } = useNumberFormats();
  const low = useLowStock();
  return (
    <Card>
      <CardBody>
        <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-gray-900">
          <AlertTriangle aria-hidden="true" className="size-4 text-amber-600" />
          {t('inventory:lowStock.title')}
        </h2>
        {!low.isSuccess ? (
          <div className="space-y-2" aria-busy="true" aria-label={t('inventory:lowStock.loading')}>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-8 animate-pulse rounded bg-gray-100" />
            ))}
          </div>
        ) : low.data.goods.length === 0 ? (
          <p className="text-sm text-gray-600">{t('inventory:lowStock.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {low.data.goods.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-gray-900">{g.name}</span>
                  <span className="text-xs text-gray-500">
                    {t('inventory:lowStock.left', { quantity: number(g.quantity), min: number(g.low_stock_threshold) })}
                  </span>
                </span>
                <StockStatusBadge
                  quantity={g.quantity}
                  threshold={g.low_stock_threshold}
                  maxQuantity={g.max_quantity}
                />
              </li>
            ))}
            {low.data.total > low.data.goods.length && (
              <li className="pt-2 text-xs text-gray-500">
                {t('inventory:lowStock.more', { count: number(low.data.total - low.data.goods.length) })}
              </li>
            )}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
