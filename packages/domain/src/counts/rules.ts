import { parseLabelCode } from '../codes/label-code.js';
import { decimalToMinor } from '../billing/money.js';

/**
 * Stock counts: a session of lines, one per warehouse item in its scope at one branch. Counters
 * enter what they find; the server records the item's quantity at that moment (the system
 * quantity), and the variance is taken against it, so movements during a count do not distort it.
 */
export const COUNT_STATUSES = ['counting', 'review', 'accepted', 'cancelled'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

export const COUNT_SCOPES = ['all', 'category', 'location'] as const;
export type CountScope = (typeof COUNT_SCOPES)[number];

export const COUNT_ACTIONS = ['count', 'submit', 'accept', 'recount', 'cancel'] as const;
export type CountAction = (typeof COUNT_ACTIONS)[number];

/** The ledger reason of the adjustments an accepted count posts (one of the adjustment reasons). */
export const COUNT_ADJUSTMENT_REASON = 'Physical Count Correction';
/** A session holds at most this many lines: a larger branch is counted by category or location. */
export const COUNT_LINES_MAX = 2000;
export const COUNT_QUANTITY_MAX = 1_000_000;
/** The admin setting's default: a line whose variance is worth more than this needs an admin to accept. */
export const COUNT_ADMIN_THRESHOLD_DEFAULT = 500;
export const COUNT_ADMIN_THRESHOLD_MAX = 1_000_000;

/** CNT-42: the reference on every adjustment an accepted count posts (the label codes' short form). */
export const countReference = (id: number) => `CNT-${id}`;

const ALLOWED: Record<CountAction, readonly CountStatus[]> = {
  count: ['counting'],
  submit: ['counting'],
  accept: ['review'],
  recount: ['review'],
  cancel: ['counting', 'review'],
};

/** Whether a session in `status` allows `action`: counting until submitted, review until accepted or sent back. */
export const countActionAllowed = (status: CountStatus, action: CountAction): boolean =>
  ALLOWED[action].includes(status);

/** The status a session moves to after `action`. */
export function nextCountStatus(action: Exclude<CountAction, 'count'>): CountStatus {
  switch (action) {
    case 'submit':
      return 'review';
    case 'accept':
      return 'accepted';
    case 'recount':
      return 'counting';
    case 'cancel':
      return 'cancelled';
  }
}

/** Counted minus the quantity the system held when the line was counted: negative is a loss. */
export const varianceOf = (counted: number, system: number) => counted - system;

/** The value of a variance in cents: units times the item's price per unit. */
export const varianceValueCents = (variance: number, price: string | number) => variance * decimalToMinor(price);

/**
 * A line needs an admin when its variance is worth more than the threshold (whole currency units),
 * gains and losses alike; a threshold of 0 sends every non-zero variance to an admin.
 */
export const lineNeedsAdmin = (valueCents: number, thresholdUnits: number) =>
  Math.abs(valueCents) > thresholdUnits * 100;

/**
 * A session needs an admin to accept when any of its lines does, or when its net value does: many
 * lines each under the threshold can add up to a loss above it.
 */
export const countNeedsAdmin = (valueCents: readonly number[], thresholdUnits: number) =>
  valueCents.some((value) => lineNeedsAdmin(value, thresholdUnits)) ||
  lineNeedsAdmin(
    valueCents.reduce((sum, value) => sum + value, 0),
    thresholdUnits,
  );

/** Duties apart: whoever counted a line with a variance may not accept that count. */
export const countedOwnVariance = (lines: readonly { countedBy: number | null; variance: number }[], userId: number) =>
  varianceCounters(lines).includes(userId);

/** Everyone who counted a line with a variance: none of them may accept the count (duties apart). */
export const varianceCounters = (lines: readonly { countedBy: number | null; variance: number }[]): number[] => [
  ...new Set(lines.flatMap((line) => (line.variance !== 0 && line.countedBy !== null ? [line.countedBy] : []))),
];

/** The totals a reviewer reads: lines with a variance, net units and net value in cents. */
export function varianceTotals(lines: readonly { variance: number; valueCents: number }[]) {
  return lines.reduce(
    (sum, line) => ({
      lines: sum.lines + (line.variance === 0 ? 0 : 1),
      units: sum.units + line.variance,
      valueCents: sum.valueCents + line.valueCents,
    }),
    { lines: 0, units: 0, valueCents: 0 },
  );
}

/**
 * The item's quantity after an accepted variance is posted on its current stock (movements during
 * the count stay); null when the stock has since fallen below what the variance takes away.
 */
export function quantityAfterVariance(current: number, variance: number): number | null {
  const after = current + variance;
  return after < 0 ? null : after;
}

/** The line matching a scanned or typed text: its SKU (any case), or the item label code ITM-<id>. */
export function findScannedLine<Line extends { good_id: number | null; sku: string | null }>(
  lines: readonly Line[],
  text: string,
): Line | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  const bySku = lines.find((line) => line.sku !== null && line.sku.toLowerCase() === wanted);
  if (bySku) return bySku;
  const code = parseLabelCode(text);
  return code?.kind === 'item' ? lines.find((line) => line.good_id === code.id) : undefined;
}
