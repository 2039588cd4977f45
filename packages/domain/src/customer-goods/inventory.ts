import { GOOD_CATEGORIES } from '../goods/constants.js';
import type { StockStatus } from '../goods/status.js';
import { STORE_GOODS_CATEGORIES } from './constants.js';

/** The inventory holds staff items and customer goods, so its category filter offers both lists. */
export const INVENTORY_CATEGORIES: readonly string[] = [
  ...new Set<string>([...GOOD_CATEGORIES, ...STORE_GOODS_CATEGORIES]),
];

export const INVENTORY_STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

/** Quantity x unit price, to the cent. */
export const itemValue = (quantity: number, pricePerUnit: number) => Math.round(quantity * pricePerUnit * 100) / 100;

/** The Inventory Report: stock value per category, largest first. */
export function valueByCategory(
  items: readonly { category: string; quantity: number; price_per_unit: number }[],
): { category: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(item.category, (totals.get(item.category) ?? 0) + item.quantity * item.price_per_unit);
  return [...totals]
    .map(([category, value]) => ({ category, value: Math.round(value * 100) / 100 }))
    .sort((a, b) => b.value - a.value || a.category.localeCompare(b.category));
}

/** The minus/plus buttons: one up or down, never below 0. */
export const nudgeQuantity = (quantity: number, step: 1 | -1) => Math.max(0, quantity + step);
