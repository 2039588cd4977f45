import type { StockStatus } from '@stockyard/domain';

/** The screen's filters; empty strings mean "all" and are left out of the query. */
export type InventoryFilter = { search: string; category: string; stock_status: '' | StockStatus };

export const toQuery = (filter: InventoryFilter) => ({
  search: filter.search.trim() || undefined,
  category: filter.category || undefined,
  stock_status: filter.stock_status || undefined,
});

/** Every inventory query; a stock or status change invalidates them all. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;
