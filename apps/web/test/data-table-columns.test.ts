import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  bodyCellClass,
  headerCellClass,
  nextSort,
  phoneLabelOf,
} from '../src/components/ui/data-table-columns';

/** The rules of the DataTable primitive that need no browser: sorting, labels and cell classes. */
describe('nextSort', () => {
  const name = { sortKey: 'name' };
  const created = { sortKey: 'created', sortFirst: 'desc' as const };

  it('when an unsorted column is clicked, then it orders by that column, ascending', () => {
    expect(nextSort(null, name)).toEqual({ key: 'name', direction: 'asc' });
  });

  it('when the ordering column is clicked again, then its direction flips, both ways', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, name)).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, name)).toEqual({ key: 'name', direction: 'asc' });
  });

  it('when another column is clicked, then it starts at its own first direction', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, created)).toEqual({ key: 'created', direction: 'desc' });
    expect(nextSort({ key: 'created', direction: 'desc' }, name)).toEqual({ key: 'name', direction: 'asc' });
  });

  it('when a column without a sort key is asked, then the order stays as it was', () => {
    const current = { key: 'name', direction: 'asc' as const };
    expect(nextSort(current, {})).toBe(current);
    expect(nextSort(undefined, {})).toBeNull();
  });
});

describe('ariaSortOf', () => {
  it('when a column cannot sort, then its header carries no aria-sort', () => {
    expect(ariaSortOf({ key: 'name', direction: 'asc' }, {})).toBeUndefined();
  });

  it('when a sortable column is not the ordering one, then it says none', () => {
    expect(ariaSortOf({ key: 'name', direction: 'asc' }, { sortKey: 'created' })).toBe('none');
    expect(ariaSortOf(null, { sortKey: 'created' })).toBe('none');
  });

  it('when the column orders the rows, then it names the direction', () => {
    expect(ariaSortOf({ key: 'name', direction: 'asc' }, { sortKey: 'name' })).toBe('ascending');
    expect(ariaSortOf({ key: 'name', direction: 'desc' }, { sortKey: 'name' })).toBe('descending');
  });
});

describe('phoneLabelOf', () => {
  it('when a column gives no phone label, then the header names its cells', () => {
    expect(phoneLabelOf({ header: 'Status' })).toBe('Status');
  });

  it('when a column gives its own label or null, then that wins over the header', () => {
    expect(phoneLabelOf({ header: 'Last Login', phoneLabel: 'Seen' })).toBe('Seen');
    expect(phoneLabelOf({ header: 'Actions', phoneLabel: null })).toBeNull();
  });
});

describe('cell classes', () => {
  const classes = (value: string) => value.split(' ').filter(Boolean);

  it('when a column is plain, then its cell is a block on phones and a table cell from md up', () => {
    const cell = classes(bodyCellClass({}, 'card'));
    expect(cell).toEqual(expect.arrayContaining(['block', 'md:table-cell', 'md:px-4', 'md:py-3']));
    expect(cell).not.toContain('hidden');
  });

  it('when a column is full width or hidden on phones, then it has exactly one display class there', () => {
    const full = classes(bodyCellClass({ phone: 'full' }, 'card'));
    expect(full).toEqual(expect.arrayContaining(['block', 'col-span-2']));
    const hidden = classes(bodyCellClass({ phone: 'hidden' }, 'card'));
    expect(hidden).toContain('hidden');
    expect(hidden).not.toContain('block');
    expect(hidden).toContain('md:table-cell');
  });

  it('when a column aligns right, then header and cells align from md up only, with its own classes kept', () => {
    expect(classes(headerCellClass({ align: 'right', width: 'w-32' }, 'plain'))).toEqual(
      expect.arrayContaining(['px-3', 'py-2', 'md:text-right', 'w-32']),
    );
    const cell = classes(bodyCellClass({ align: 'right', className: 'font-mono' }, 'plain'));
    expect(cell).toEqual(expect.arrayContaining(['md:text-right', 'md:px-3', 'font-mono']));
    expect(cell).not.toContain('text-right');
  });
});
