import { DASHBOARD_STOCK_SEGMENTS, type StockStatus } from '@stockyard/domain';
import type { GoodsByStockStatus } from '../api/get-goods-by-stock-status';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const COLOURS: Record<StockStatus, { stroke: string; dot: string }> = {
  'in-stock': { stroke: 'stroke-green-500', dot: 'bg-green-500' },
  'low-stock': { stroke: 'stroke-amber-400', dot: 'bg-amber-400' },
  'out-of-stock': { stroke: 'stroke-red-500', dot: 'bg-red-500' },
  overstock: { stroke: 'stroke-blue-500', dot: 'bg-blue-500' },
};

const RADIUS = 48;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** A ring split by stock status, with the total inside and the figures beside it. */
export function StockStatusChart({ data }: { data: GoodsByStockStatus }) {
  const { counts, total } = data;
  const { t } = useTranslation(['admin']);
  const translate = useTranslateMessage();
  const lengths = DASHBOARD_STOCK_SEGMENTS.map(({ status }) => ({
    status,
    length: total > 0 ? (counts[status] / total) * CIRCUMFERENCE : 0,
  }));
  // Each arc starts where the ones before it end.
  const arcs = lengths.map((arc, i) => ({
    ...arc,
    offset: lengths.slice(0, i).reduce((sum, before) => sum + before.length, 0),
  }));
  const summary = DASHBOARD_STOCK_SEGMENTS.map(({ status, label }) => `${translate(label)} ${counts[status]}`).join(
    ', ',
  );
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row lg:flex-col">
      <svg
        viewBox="0 0 120 120"
        className="size-40 shrink-0 -rotate-90"
        role="img"
        aria-label={t('admin:dash.stockSummary', { summary, total })}
      >
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="16" className="stroke-gray-100" />
        {arcs.map(
          ({ status, length, offset: start }) =>
            length > 0 && (
              <circle
                key={status}
                cx="60"
                cy="60"
                r={RADIUS}
                fill="none"
                strokeWidth="16"
                className={COLOURS[status].stroke}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-start}
              />
            ),
        )}
        <g className="rotate-90" style={{ transformOrigin: '60px 60px' }}>
          <text x="60" y="58" textAnchor="middle" className="fill-gray-900 text-[22px] font-semibold">
            {total}
          </text>
          <text x="60" y="76" textAnchor="middle" className="fill-gray-500 text-[10px]">
            {t('admin:dash.items')}
          </text>
        </g>
      </svg>
      <ul className="w-full space-y-2.5 text-sm">
        {DASHBOARD_STOCK_SEGMENTS.map(({ status, label }) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${COLOURS[status].dot}`} />
            <span className="flex-1 text-gray-700">{translate(label)}</span>
            <span className="font-semibold text-gray-900">{counts[status]}</span>
            <span className="w-10 text-right text-gray-500">{percentOf(counts[status], total)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
