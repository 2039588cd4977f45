import { z } from 'zod';
import { optionalText } from '../common/validation.js';
import { GOOD_TEXT_LIMITS, MAX_STOCK_QUANTITY } from './constants.js';
import { dispatchBeyondStockMessage, GOOD_FIELD_MESSAGES, STOCK_MESSAGES } from './messages.js';

export const MOVEMENT_TYPES = ['inward', 'outward', 'adjustment'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Reasons offered per movement type (spec 02 section 5 "Stock update"). */
export const MOVEMENT_REASONS = {
  inward: ['Purchase Receipt', 'Return from Customer', 'Production', 'Transfer In', 'Initial Stock', 'Other'],
  outward: ['Sale', 'Damaged/Expired', 'Transfer Out', 'Return to Supplier', 'Sample/Demo', 'Other'],
  adjustment: ['Physical Count Correction', 'System Error Fix', 'Damage Write-off', 'Theft/Loss', 'Other'],
} as const satisfies Record<MovementType, readonly string[]>;

export const INITIAL_STOCK_REASON = 'Initial Stock';
/**
 * The inventory table's minus and plus buttons: one unit out or in, relative to the stock as it is
 * when the movement runs, so two people pressing plus at once add two. Not offered in the stock
 * dialog's lists (spec 02 gives those), but a reason of its own in the ledger.
 */
export const QUICK_ADJUST_REASON = 'Quick Adjustment';
/** The movement types a quick adjustment may take: it moves stock, it never sets a count. */
export const QUICK_ADJUST_TYPES = ['inward', 'outward'] as const satisfies readonly MovementType[];
/** Quantity changes made outside the stock dialog (item form, CSV import) are ledgered as adjustments. */
export const OTHER_ADJUSTMENT_REASON = 'Other';

export function isMovementReason(type: MovementType, reason: string): boolean {
  if (reason === QUICK_ADJUST_REASON) return (QUICK_ADJUST_TYPES as readonly MovementType[]).includes(type);
  return (MOVEMENT_REASONS[type] as readonly string[]).includes(reason);
}

/**
 * Inward and outward move at least 1. An adjustment's quantity is the counted new stock, so 0 is
 * valid there (everything written off or the shelf found empty); only negatives are refused.
 */
export function movementQuantityIssue(type: MovementType, quantity: number): string | undefined {
  if (!Number.isFinite(quantity)) return STOCK_MESSAGES.quantityPositive;
  if (!Number.isInteger(quantity)) return STOCK_MESSAGES.quantityWhole;
  if (type === 'adjustment' ? quantity < 0 : quantity < 1)
    return type === 'adjustment' ? STOCK_MESSAGES.quantityNegative : STOCK_MESSAGES.quantityPositive;
  if (quantity > MAX_STOCK_QUANTITY) return GOOD_FIELD_MESSAGES.quantityAboveMax;
  return undefined;
}

export type MovementResult = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * The new stock after a movement (spec 02 section 4): inward adds, outward removes, adjustment sets.
 * Outward beyond the stock is refused, so the stock never goes below 0. Used for the dialog's
 * preview and, on the locked row, by the server.
 */
export function applyMovement(current: number, type: MovementType, quantity: number): MovementResult {
  const issue = movementQuantityIssue(type, quantity);
  if (issue) return { ok: false, message: issue };
  switch (type) {
    case 'inward':
      if (current + quantity > MAX_STOCK_QUANTITY) return { ok: false, message: GOOD_FIELD_MESSAGES.quantityTooLarge };
      return { ok: true, quantity: current + quantity };
    case 'outward':
      if (quantity > current) return { ok: false, message: dispatchBeyondStockMessage(quantity, current) };
      return { ok: true, quantity: current - quantity };
    case 'adjustment':
      return { ok: true, quantity };
  }
}

/** 'Stock successfully added to {item}', 'removed from {item}' or 'adjusted for {item}'. */
export function stockSuccessMessage(type: MovementType, itemName: string): string {
  if (type === 'inward') return `Stock successfully added to ${itemName}`;
  if (type === 'outward') return `Stock successfully removed from ${itemName}`;
  return `Stock successfully adjusted for ${itemName}`;
}

/** Form inputs send numbers as strings; blank means "not given". */
export const numericInput = (value: unknown) => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return value;
};

const informational = z.unknown().optional().describe('Accepted for compatibility and ignored: the server computes it');

/**
 * PUT /api/goods/{id}/stock. The spec's payload also carries previous_quantity, new_quantity,
 * updated_by, good_id and updated_at; they are accepted and ignored, because the server reads the
 * stock under a row lock and computes the result itself.
 */
export const stockUpdateSchema = z
  .object({
    type: z.enum(MOVEMENT_TYPES, { error: STOCK_MESSAGES.typeRequired }),
    quantity: z.preprocess(numericInput, z.number({ error: STOCK_MESSAGES.quantityPositive })),
    reason: z.string({ error: STOCK_MESSAGES.reasonRequired }).trim().min(1, STOCK_MESSAGES.reasonRequired),
    reference_number: optionalText(GOOD_TEXT_LIMITS.reference_number),
    notes: optionalText(GOOD_TEXT_LIMITS.notes, 'multi-line'),
    previous_quantity: informational,
    new_quantity: informational,
    updated_by: informational,
    good_id: informational,
    updated_at: informational,
  })
  .superRefine((value, ctx) => {
    const issue = movementQuantityIssue(value.type, value.quantity);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['quantity'] });
    if (!isMovementReason(value.type, value.reason))
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGES.reasonNotInList, path: ['reason'] });
  });
export type StockUpdateInput = z.input<typeof stockUpdateSchema>;
export type StockUpdateRequest = z.output<typeof stockUpdateSchema>;
