/**
 * Manage Capacity (spec 02 section 5): the space in use and the space reserved stay as they are and
 * the available space follows the new capacity. The server applies the same functions to the
 * locked row, so the dialog's preview and the stored result agree. `committed` is used + reserved.
 */

/** Available space after the capacity changes: max(0, new capacity - committed space). */
export function availableAfterCapacityChange(newCapacity: number, committed: number): number {
  return Math.max(0, newCapacity - committed);
}

/** False when the used and reserved space would not fit in the new capacity (capacityBelowCommittedMessage). */
export function canChangeCapacity(newCapacity: number, committed: number): boolean {
  // Written as "not above" so NaN (an empty number input) is refused rather than let through.
  return Number.isInteger(newCapacity) && committed <= newCapacity;
}
