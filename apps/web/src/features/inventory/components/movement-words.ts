import type { MovementType } from '@stockyard/domain';

/** A history line per movement type: the type, the quantity, and the stock before and after. */
export const MOVEMENT_LINE_KEYS = {
  inward: 'inventory:history.inward',
  outward: 'inventory:history.outward',
  adjustment: 'inventory:history.adjustment',
} as const satisfies Record<MovementType, string>;
