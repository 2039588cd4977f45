/** 'GOOD-' and the id padded to 3 digits (spec 01 "Customer dashboard"): 7 -> GOOD-007, 1234 -> GOOD-1234. */
export function goodDisplayId(id: number): string {
  return `GOOD-${String(id).padStart(3, '0')}`;
}

/** Dollars with 2 decimals, or 'N/A' when the value is 0 (spec 01 "Customer dashboard"). */
export function formatGoodValue(value: number | null | undefined): string {
  if (!value) return 'N/A';
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Whether a storage date may be chosen: not before today (both YYYY-MM-DD; string order is date order). */
export function isStorageDateAllowed(date: string, today: string): boolean {
  return date.slice(0, 10) >= today.slice(0, 10);
}

/**
 * Whether a storage end date (the lot's last day in storage) may be chosen: after the storage date
 * when one is given, and after today in any case.
 */
export function isStorageEndAllowed(end: string, start: string | null | undefined, today: string): boolean {
  const after = start && start.slice(0, 10) > today.slice(0, 10) ? start : today;
  return end.slice(0, 10) > after.slice(0, 10);
}

export type GoodsTotals = { total: number; active: number; pending: number; totalValue: number };

/** The four customer dashboard cards; statuses compared case-insensitively. */
export function customerGoodsTotals(goods: readonly { status: string; value: number }[]): GoodsTotals {
  const norm = (s: string) => s.trim().toLowerCase();
  return {
    total: goods.length,
    active: goods.filter((g) => norm(g.status) === 'active').length,
    pending: goods.filter((g) => norm(g.status) === 'pending').length,
    totalValue: Math.round(goods.reduce((sum, g) => sum + g.value, 0) * 100) / 100,
  };
}
