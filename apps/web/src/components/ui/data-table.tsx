import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useDeferredValue, type Key, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  ariaSortOf,
  bodyCellClass,
  headerCellClass,
  nextSort,
  phoneLabelOf,
  type DataTableColumn,
  type DataTableVariant,
  type SortState,
} from './data-table-columns';

export type { DataTableColumn } from './data-table-columns';

type DataTableProps<Row, SortKey extends string> = {
  /** Names the table for screen readers (shown to them only). */
  caption: ReactNode;
  columns: readonly DataTableColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowClassName?: (row: Row) => string | undefined;
  /** A data-testid per row, for browser tests that pick one row out. */
  rowTestId?: (row: Row) => string;
  /** 'card' frames the table as its own card; 'plain' sits inside a card that already has one. */
  variant?: DataTableVariant;
  /** The first page is loading: placeholder rows under the real header, and the label announced. */
  loading?: boolean;
  loadingLabel?: string;
  skeletonRows?: number;
  /** Shown instead of the table when there are no rows (an EmptyState, usually). */
  empty?: ReactNode;
  /** The rows are the previous page's while the next one loads: dimmed and marked busy. */
  stale?: boolean;
  /** The caller orders the rows (often on the server); headers of columns with a sortKey become buttons. */
  sort?: SortState<SortKey> | null;
  onSortChange?: (sort: SortState<SortKey>) => void;
  className?: string;
} & RowKeyProps<Row>;

/** A row's React key: its record id unless the rows have none, when the caller names one. */
type RowKeyProps<Row> = Row extends { id: Key } ? { rowKey?: (row: Row) => Key } : { rowKey: (row: Row) => Key };

const recordId = (row: unknown) => (row as { id: Key }).id;

const frames: Record<DataTableVariant, string> = {
  card: 'rounded-xl border border-gray-200 bg-white shadow-sm md:overflow-x-auto',
  plain: 'md:overflow-x-auto',
};

/**
 * A list of records: an ordinary table from md up; below md, one DOM still, every row becomes a
 * two-column card of labelled cells (the header hides), so a 360 px phone never scrolls sideways
 * and no second copy of the rows exists.
 */
export function DataTable<Row, SortKey extends string = string>({
  caption,
  columns,
  rows,
  rowClassName,
  rowTestId,
  variant = 'card',
  loading = false,
  loadingLabel,
  skeletonRows = 4,
  empty = null,
  stale = false,
  sort,
  onSortChange,
  className,
  ...keyProps
}: DataTableProps<Row, SortKey>) {
  const rowKey = (keyProps as { rowKey?: (row: Row) => Key }).rowKey ?? recordId;
  // A page of rows comes in one update, and react-query's updates render synchronously: a screen's
  // worth of rows is one long task, during which the page cannot answer input. The rows render at a deferred priority instead, in slices the
  // browser can interleave with input and paint, while the placeholders (or the rows before) stay.
  const shownRows = useDeferredValue(rows);
  const shownLoading = useDeferredValue(loading);
  if (!shownLoading && shownRows.length === 0) return <>{empty}</>;
  const rowClass = cn(
    'grid grid-cols-2 gap-x-3 gap-y-2 py-3 md:table-row md:py-0',
    variant === 'card' && 'px-4 md:px-0',
  );
  return (
    <div
      className={cn(frames[variant], 'transition-opacity', stale && 'opacity-60', className)}
      aria-busy={shownLoading || stale || undefined}
    >
      {shownLoading && loadingLabel && (
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
      )}
      <table className="block w-full text-left text-sm md:table md:min-w-full md:divide-y md:divide-gray-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase md:table-header-group">
          <tr>
            {columns.map((column) => {
              const sortable = column.sortKey !== undefined && onSortChange !== undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sortable ? ariaSortOf(sort, column) : undefined}
                  className={headerCellClass(column, variant)}
                >
                  {sortable ? <SortButton column={column} sort={sort} onSortChange={onSortChange} /> : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-100 md:table-row-group">
          {shownLoading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden="true" className={rowClass}>
                  {columns.map((column) => (
                    <td key={column.id} className={bodyCellClass(column, variant)}>
                      <span className="block h-4 w-3/4 max-w-40 animate-pulse rounded bg-gray-200" />
                    </td>
                  ))}
                </tr>
              ))
            : shownRows.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId?.(row)}
                  className={cn(rowClass, 'hover:bg-gray-50/60', rowClassName?.(row))}
                >
                  {columns.map((column) => (
                    <td key={column.id} className={bodyCellClass(column, variant)}>
                      <PhoneLabel>{phoneLabelOf(column)}</PhoneLabel>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's column name on phones, where the header row is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  // The space keeps label and value apart in the cell's text ('Last Login Active now', not 'LoginActive').
  return (
    <>
      <span className="block font-sans text-xs font-medium text-gray-500 uppercase md:hidden">{children}</span>{' '}
    </>
  );
}

const sortIcons = { asc: ArrowUp, desc: ArrowDown } as const;

function SortButton<Row, SortKey extends string>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<Row, SortKey>;
  sort: SortState<SortKey> | null | undefined;
  onSortChange: (sort: SortState<SortKey>) => void;
}) {
  const ordering = sort?.key === column.sortKey ? sort : null;
  const Icon = ordering ? sortIcons[ordering.direction] : ArrowUpDown;
  return (
    <button
      type="button"
      // The header's aria-sort tells the order; the button keeps the column's plain name.
      onClick={() => {
        const next = nextSort(sort, column);
        if (next) onSortChange(next);
      }}
      className={cn(
        'inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-gray-900',
        column.align === 'right' && 'flex-row-reverse',
      )}
    >
      {column.header}
      <Icon aria-hidden="true" className={cn('size-3.5', !ordering && 'text-gray-400')} />
    </button>
  );
}
