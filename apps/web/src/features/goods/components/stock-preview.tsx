import { applyMovement, type MovementType } from '@stockyard/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';

type StockPreviewProps = { current: number; type: MovementType; quantity: string };

/** The stock after the movement, computed with the same rule the server applies (applyMovement). */
export function StockPreview({ current, type, quantity }: StockPreviewProps) {
  const { t } = useTranslation(['goods']);
  const { message } = useGoodsText();
  const formats = useNumberFormats();
  const entered = quantity.trim() !== '';
  const outcome = entered ? applyMovement(current, type, Number(quantity)) : undefined;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="rounded-lg border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm"
    >
      <p className="font-medium text-gray-800">{t('goods:stock.preview')}</p>
      {outcome === undefined && <p className="mt-1 text-gray-600">{t('goods:stock.previewEmpty')}</p>}
      {outcome?.ok === true && (
        <p className="mt-1 flex items-center gap-2 text-gray-800">
          <span>{t('goods:stock.previewCurrent', { count: formats.number(current) })}</span>
          <ArrowRight aria-hidden="true" className="size-4 text-gray-500" />
          <span className="font-semibold">
            {t('goods:stock.previewNew', { count: formats.number(outcome.quantity) })}
          </span>
        </p>
      )}
      {outcome?.ok === false && <p className="mt-1 font-medium text-red-700">{message(outcome.message)}</p>}
    </div>
  );
}
