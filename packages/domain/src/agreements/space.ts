/**
 * A branch's space (DESIGN.md "Space"): capacity = used + reserved + available, none negative.
 * The branch row stores capacity, available and reserved; used is what is left of the capacity.
 */
export type BranchSpace = { capacity: number; used: number; reserved: number; available: number };

/** The figures of a stored row: used follows from the three stored ones, never below zero. */
export function spaceOf(row: { capacity: number; available: number; reserved: number }): BranchSpace {
  return {
    capacity: row.capacity,
    reserved: row.reserved,
    available: row.available,
    used: Math.max(0, row.capacity - row.reserved - row.available),
  };
}

/** Whether the figures add up and none is negative. */
export function spaceIsConsistent(space: BranchSpace): boolean {
  const parts = [space.capacity, space.used, space.reserved, space.available];
  return (
    parts.every((part) => Number.isInteger(part) && part >= 0) &&
    space.capacity === space.used + space.reserved + space.available
  );
}

export const canReserve = (space: BranchSpace, volume: number) => volume > 0 && volume <= space.available;

/** Space moves from available to reserved. Callers check canReserve first. */
export function reserve(space: BranchSpace, volume: number): BranchSpace {
  if (!canReserve(space, volume)) throw new RangeError('not enough available space');
  return { ...space, reserved: space.reserved + volume, available: space.available - volume };
}

/** A reservation given back (a cancelled agreement): reserved returns to available. */
export function releaseReservation(space: BranchSpace, volume: number): BranchSpace {
  if (volume < 0 || volume > space.reserved) throw new RangeError('more released than reserved');
  return { ...space, reserved: space.reserved - volume, available: space.available + volume };
}

/** The refusal of a capacity below used + reserved, naming both figures. */
export function capacityBelowCommittedMessage(used: number, reserved: number): string {
  return `Capacity cannot be less than the space in use plus the space reserved: ${used} used and ${reserved} reserved`;
}

/**
 * The last-space race's refusal: names the branch and what it has left. Whole sentences per case,
 * so the web's messages catalog can match and translate each one.
 */
export function noSpaceLeftMessage(branchName: string, available: number, volume: number): string {
  if (available === 0) return `${branchName} has no space left; this application needs ${volume}`;
  if (available === 1) return `${branchName} has only 1 unit of space left; this application needs ${volume}`;
  return `${branchName} has only ${available} units of space left; this application needs ${volume}`;
}

/** Intake: the goods arrived, so the agreement's reservation becomes used space (available stays). */
export function occupy(space: BranchSpace, volume: number): BranchSpace {
  if (volume < 0 || volume > space.reserved) throw new RangeError('more occupied than reserved');
  return { ...space, reserved: space.reserved - volume, used: space.used + volume };
}

/** The agreement's last lot is out: its used space returns to available. */
export function vacate(space: BranchSpace, volume: number): BranchSpace {
  if (volume < 0 || volume > space.used) throw new RangeError('more vacated than used');
  return { ...space, used: space.used - volume, available: space.available + volume };
}

/**
 * The figures a branch is settled to (DESIGN.md "Space"): used is the stored lots' space plus the
 * admin's "other use", reserved comes from the agreements, and available is what is left. Null
 * when the capacity is too small for them, which an edit answers with spaceOverCapacityMessage.
 */
export function settleSpace(figures: {
  capacity: number;
  otherUse: number;
  stored: number;
  reserved: number;
}): BranchSpace | null {
  const used = figures.stored + figures.otherUse;
  const available = figures.capacity - used - figures.reserved;
  if (available < 0) return null;
  return { capacity: figures.capacity, used, reserved: figures.reserved, available };
}

/**
 * The other use a typed available figure implies (the spec's POST and older clients send
 * available_space): what the capacity holds beyond the stored lots, the reservations and that figure.
 */
export const otherUseFromAvailable = (figures: {
  capacity: number;
  stored: number;
  reserved: number;
  available: number;
}) => figures.capacity - figures.stored - figures.reserved - figures.available;

/** The refusal of a capacity or other use that leaves less than nothing available. */
export function spaceOverCapacityMessage(capacity: number, stored: number, otherUse: number, reserved: number): string {
  return `The space does not fit in a capacity of ${capacity}: ${stored} taken by stored lots, ${otherUse} other use and ${reserved} reserved`;
}
