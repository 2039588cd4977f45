/**
 * Class names for a table that becomes a list of cards on phones (below md): one DOM for both, so
 * every column and action stays reachable on a 360 px screen without a second copy of the rows.
 * The header hides, each row is a two-column grid of its cells, and a cell names its column with
 * a label shown on phones only (`label`). From md up it is an ordinary table.
 */
export const stackedTable = {
  wrapper: 'md:overflow-x-auto',
  table: 'block w-full text-sm md:table md:min-w-full md:divide-y md:divide-gray-200',
  head: 'hidden md:table-header-group',
  body: 'block divide-y divide-gray-100 md:table-row-group',
  row: 'grid grid-cols-2 gap-x-3 gap-y-2 py-3 md:table-row md:py-0',
  /** Add col-span-2 for a cell that takes the card's full width (the name, the actions). */
  cell: 'block min-w-0 md:table-cell md:px-3 md:py-2',
  /** The column's name inside a cell, for phones (the header row is hidden there). */
  label: 'block text-xs font-medium text-gray-500 uppercase md:hidden',
} as const;
