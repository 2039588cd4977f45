import { stockStatus, type StockStatus } from './status.js';

/**
 * Goods and customers' stored goods share one table. A row with an owner is a customer's lot (a
 * piano, a bike, a Store Goods submission): it is not warehouse stock, staff do not sell from it
 * and do not reorder it, so it has no low-stock threshold and never counts as low stock; it moves
 * through its own status flow (customer-goods/status.ts), never through stock movements.
 */
export type Owned = { owner_id: number | null };

export const isCustomerLot = (good: Owned): boolean => good.owner_id !== null;

/** What a customer lot stores as its threshold: none applies (the database checks it is 0). */
export const CUSTOMER_LOT_LOW_STOCK_THRESHOLD = 0;

export type StockLevel = Owned & {
  quantity: number;
  low_stock_threshold: number | null | undefined;
  max_quantity?: number | null | undefined;
};

/**
 * Warehouse stock by its threshold and maximum (spec 02 section 4); a customer lot is in stock while
 * it holds anything (it is not stock to keep between limits).
 */
export function goodStockStatus(good: StockLevel): StockStatus {
  if (isCustomerLot(good)) return good.quantity > 0 ? 'in-stock' : 'out-of-stock';
  return stockStatus(good.quantity, good.low_stock_threshold, good.max_quantity);
}

/**
 * The low-stock rule of the alerts and the Low Stock tile: warehouse stock at or below its
 * threshold, out of stock included. Customer lots never qualify.
 */
export function isLowStockAlert(good: StockLevel): boolean {
  const status = goodStockStatus(good);
  return !isCustomerLot(good) && (status === 'low-stock' || status === 'out-of-stock');
}

/** The owner filter of the goods list: every good (omitted), warehouse stock, all customer lots, or one customer's. */
export const OWNER_SCOPES = ['warehouse', 'customers'] as const;
export type OwnerScope = (typeof OWNER_SCOPES)[number];
export type OwnerFilter = OwnerScope | number;

export const CUSTOMER_LOT_MESSAGES = {
  noStockMovements:
    "This is a customer's stored good, not warehouse stock: change its status (stored, in transit, delivered...) instead of moving stock.",
  noThreshold: "A customer's stored good has no low-stock threshold.",
  importRefused: "This item is a customer's stored good: the import cannot change it",
} as const;
