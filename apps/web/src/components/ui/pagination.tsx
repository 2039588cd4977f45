import { useTranslation } from '../../lib/i18n/react';
import { Button } from './button';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a page-size selector when given (e.g. [5, 10, 25, 50, 100]). */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** What is counted, in the plural form the total needs: (count) => t('users:items', { count }). */
  itemLabel?: (count: number) => string;
};

/** Previous / Next with 'Showing x to y of z items' and an optional page-size selector. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  itemLabel,
}: PaginationProps) {
  const { t } = useTranslation(['common']);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('common:ui.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-gray-700"
    >
      <p aria-live="polite">
        {t('common:ui.showing', {
          from,
          to,
          total,
          items: itemLabel ? itemLabel(total) : t('common:ui.items', { count: total }),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {pageSizes && onPageSizeChange && (
          <label className="flex items-center gap-2">
            <span className="whitespace-nowrap">{t('common:ui.perPage')}</span>
            <select
              className="rounded-md border border-gray-300 bg-white px-2 py-1"
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        {/* Previous, the page and Next stay on one line when a narrow screen wraps the row. */}
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('common:ui.previous')}
          </Button>
          <span aria-current="page" className="whitespace-nowrap">
            {t('common:ui.pageOf', { page, pages: totalPages })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            {t('common:ui.next')}
          </Button>
        </div>
      </div>
    </nav>
  );
}
