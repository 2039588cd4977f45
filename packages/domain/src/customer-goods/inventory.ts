import { QUICK_ADJUST_REASON, type MovementType } from '../goods/movements.js';
import type { StockStatus } from '../goods/status.js';

export const INVENTORY_STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
  overstock: 'Overstock',
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

/** The minus/plus buttons' effect as the table shows it at once: one up or down, never below 0. */
export const nudgeQuantity = (quantity: number, step: 1 | -1) => Math.max(0, quantity + step);

export type QuickAdjustRequest = {
  type: 'inward' | 'outward';
  quantity: 1;
  reason: typeof QUICK_ADJUST_REASON;
  notes?: string;
};

/**
 * The minus/plus buttons as a stock movement: one unit out or in, relative to the stock when it
 * runs, so presses by several people at once all count (an absolute count would keep only the last).
 */
export const quickAdjustRequest = (step: 1 | -1): QuickAdjustRequest => ({
  type: step > 0 ? 'inward' : 'outward',
  quantity: 1,
  reason: QUICK_ADJUST_REASON,
});

/** Undo of a quick adjustment: the reverse movement, naming the ledger row it undoes. */
export const quickAdjustUndoRequest = (movement: { id: number; type: MovementType }): QuickAdjustRequest => ({
  ...quickAdjustRequest(movement.type === 'inward' ? -1 : 1),
  notes: `Undo of movement #${movement.id}`,
});

type MovedStock = { type: MovementType; previous_quantity: number; new_quantity: number };

export const QUICK_ADJUST_MESSAGES = {
  undo: 'Undo',
  /** The toast after a press: what moved, and the stock before and after. */
  moved: (movement: MovedStock, itemName: string) =>
    `${movement.type === 'inward' ? 'Added 1 to' : 'Removed 1 from'} ${itemName}: ${movement.previous_quantity} → ${movement.new_quantity}`,
  undone: (movement: MovedStock, itemName: string) =>
    `Undone: ${itemName} ${movement.previous_quantity} → ${movement.new_quantity}`,
  undoFailed: 'Failed to undo the stock change. Please check the stock and try again.',
} as const;
