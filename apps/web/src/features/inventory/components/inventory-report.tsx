import { valueByCategory, type Good } from '@stockyard/domain';
import { Card, CardBody } from '../../../components/ui/card';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

/** Inventory Report: stock value per category of the filtered list, as horizontal CSS bars. */
export function InventoryReport({ goods }: { goods: Good[] }) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { money } = useSiteNumberFormats();
  const rows = valueByCategory(goods);
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <Card>
      <CardBody>
        <h2 className="mb-3 text-base font-semibold text-gray-900">{t('inventory:report.title')}</h2>
        <p className="mb-3 text-xs text-gray-500">{t('inventory:report.subtitle')}</p>
        {rows.length === 0 ? (
          <p className="text-sm text-gray-600">{t('inventory:report.empty')}</p>
        ) : (
          <ul className="space-y-2.5" aria-label={t('inventory:report.subtitle')}>
            {rows.map((row) => (
              <li key={row.category} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span className="truncate text-gray-700">{translate(row.category)}</span>
                  <span className="font-medium text-gray-900 tabular-nums">{money(row.value)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-brand-500"
                    style={{ width: `${max > 0 ? Math.max(2, (row.value / max) * 100) : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
