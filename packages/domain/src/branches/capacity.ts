/**
 * Manage Capacity (spec 02 section 5): the used space stays as it is and the available space
 * follows the new capacity. The server applies the same functions to the locked row, so the
 * dialog's preview and the stored result agree.
 */

/** Available space after the capacity changes: max(0, new capacity - used space). */
export function availableAfterCapacityChange(newCapacity: number, used: number): number {
  return Math.max(0, newCapacity - used);
}

/** False when the used space would not fit in the new capacity (USED_ABOVE_CAPACITY_MESSAGE). */
export function canChangeCapacity(newCapacity: number, used: number): boolean {
  // Written as "not above" so NaN (an empty number input) is refused rather than let through.
  return used <= newCapacity;
}
