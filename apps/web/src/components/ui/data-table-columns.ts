import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type SortDirection = 'asc' | 'desc';

/** Which column a list is ordered by. Callers own it (and usually send it to the server). */
export type SortState<Key extends string = string> = { key: Key; direction: SortDirection };

/** One column of a DataTable: its header from md up, its labelled cell in a phone's card. */
export type DataTableColumn<Row, SortKey extends string = string> = {
  id: string;
  /** The translated column name. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * The cell's caption on phones, where the header row is hidden. The header unless given; null
   * for a cell that speaks for itself (a name, a row's buttons).
   */
  phoneLabel?: ReactNode | null;
  /** On phones: 'full' spans the card's width (names, actions); 'hidden' drops a cell another one repeats. */
  phone?: 'full' | 'hidden';
  /** Makes the header a sort button; the key is what the caller orders by. */
  sortKey?: SortKey;
  /** The first click's direction: newest dates and largest amounts usually come first. */
  sortFirst?: SortDirection;
  /** From md up; on phones every cell reads from the left under its label. */
  align?: 'left' | 'center' | 'right';
  /** A width class for the column (on its header cell), from md up. */
  width?: string;
  /** Extra classes for every body cell of the column. */
  className?: string;
};

/** Cell padding: a table framed as its own card, or a plain one inside a card that already pads. */
export type DataTableVariant = 'card' | 'plain';

/** The order after a click on a column's header: the same column flips, another starts at its first direction. */
export function nextSort<Key extends string>(
  current: SortState<Key> | null | undefined,
  column: Pick<DataTableColumn<unknown, Key>, 'sortKey' | 'sortFirst'>,
): SortState<Key> | null {
  if (column.sortKey === undefined) return current ?? null;
  if (current?.key === column.sortKey)
    return { key: current.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key: column.sortKey, direction: column.sortFirst ?? 'asc' };
}

/** aria-sort for a header cell: only sortable columns carry it, and only the ordering one says which way. */
export function ariaSortOf(
  sort: SortState | null | undefined,
  column: Pick<DataTableColumn<unknown>, 'sortKey'>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (column.sortKey === undefined) return undefined;
  if (sort?.key !== column.sortKey) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** What names a cell on a phone: its own label, else the header; null when the column wants none. */
export function phoneLabelOf(column: Pick<DataTableColumn<unknown>, 'header' | 'phoneLabel'>): ReactNode {
  return column.phoneLabel === undefined ? column.header : column.phoneLabel;
}

const alignFromMd = { left: '', center: 'md:text-center', right: 'md:text-right' } as const;
const headPadding: Record<DataTableVariant, string> = { card: 'px-4 py-3', plain: 'px-3 py-2' };
const cellPadding: Record<DataTableVariant, string> = { card: 'md:px-4 md:py-3', plain: 'md:px-3 md:py-2' };
// One display class each: 'block' and 'hidden' side by side would fight over the same property.
const phoneDisplay = { full: 'block col-span-2', hidden: 'hidden', none: 'block' } as const;

/** Classes of a column's header cell. */
export function headerCellClass(
  column: Pick<DataTableColumn<unknown>, 'align' | 'width'>,
  variant: DataTableVariant,
): string {
  return cn(headPadding[variant], alignFromMd[column.align ?? 'left'], column.width);
}

/**
 * Classes of a column's body cell: a block in the phone's two-column card (full width or gone
 * when the column says so), an ordinary table cell from md up.
 */
export function bodyCellClass(
  column: Pick<DataTableColumn<unknown>, 'align' | 'phone' | 'className'>,
  variant: DataTableVariant,
): string {
  return cn(
    phoneDisplay[column.phone ?? 'none'],
    'min-w-0 md:table-cell',
    cellPadding[variant],
    alignFromMd[column.align ?? 'left'],
    column.className,
  );
}
