import type { MOVEMENT_REASONS, MovementType, QUICK_ADJUST_REASON } from '@stockyard/domain';

type Reason = (typeof MOVEMENT_REASONS)[MovementType][number] | typeof QUICK_ADJUST_REASON;

/** The ledger's reasons (stored in English, spec 02) and the inventory catalog's key for each. */
const REASON_KEYS = {
  'Purchase Receipt': 'inventory:reasons.purchaseReceipt',
  'Return from Customer': 'inventory:reasons.returnFromCustomer',
  Production: 'inventory:reasons.production',
  'Transfer In': 'inventory:reasons.transferIn',
  'Initial Stock': 'inventory:reasons.initialStock',
  Sale: 'inventory:reasons.sale',
  'Damaged/Expired': 'inventory:reasons.damagedExpired',
  'Transfer Out': 'inventory:reasons.transferOut',
  'Return to Supplier': 'inventory:reasons.returnToSupplier',
  'Sample/Demo': 'inventory:reasons.sampleDemo',
  'Physical Count Correction': 'inventory:reasons.physicalCount',
  'System Error Fix': 'inventory:reasons.systemError',
  'Damage Write-off': 'inventory:reasons.damageWriteOff',
  'Theft/Loss': 'inventory:reasons.theftLoss',
  'Quick Adjustment': 'inventory:reasons.quickAdjustment',
  Other: 'inventory:reasons.other',
} as const satisfies Record<Reason, string>;

export type ReasonKey = (typeof REASON_KEYS)[Reason];

/** The catalog key of a ledger reason; undefined for a reason the lists no longer hold (shown as stored). */
export function reasonKey(reason: string): ReasonKey | undefined {
  return Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason as Reason] : undefined;
}

/** A history line per movement type: the type, the quantity, and the stock before and after. */
export const MOVEMENT_LINE_KEYS = {
  inward: 'inventory:history.inward',
  outward: 'inventory:history.outward',
  adjustment: 'inventory:history.adjustment',
} as const satisfies Record<MovementType, string>;
