/**
 * The three readings of a branch's load in the spec, each with its own thresholds. All take the
 * percent used from percentUsed() so the screens agree on the number itself.
 */

export type CapacityFigures = {
  capacity: number | null | undefined;
  available_space: number | null | undefined;
  /** Held for approved applications; counted in the load, shown apart from used where a breakdown is. */
  reserved_space?: number | null | undefined;
};

/**
 * Percent taken, rounded: (capacity - available) / capacity, so used and reserved space both count
 * in every load label; 0 when capacity is 0 or missing.
 */
export function percentUsed({ capacity, available_space }: CapacityFigures): number {
  const total = capacity ?? 0;
  if (total <= 0) return 0;
  const used = total - (available_space ?? 0);
  return Math.round((used / total) * 100);
}

/** Space the goods in the branch take: what is neither available nor reserved. */
export function usedSpace({ capacity, available_space, reserved_space }: CapacityFigures): number {
  return Math.max(0, (capacity ?? 0) - (available_space ?? 0) - (reserved_space ?? 0));
}

/** Space reserved for goods on their way; 0 for figures that predate reservations. */
export const reservedSpace = ({ reserved_space }: CapacityFigures): number => Math.max(0, reserved_space ?? 0);

/** Landing page label (spec 01 section 4): <50 Available, 50-69 Active, 70-89 Busy, >=90 Nearly Full. */
export type LandingLoadLabel = 'Available' | 'Active' | 'Busy' | 'Nearly Full';
export function landingLoadLabel(percent: number): LandingLoadLabel {
  if (percent >= 90) return 'Nearly Full';
  if (percent >= 70) return 'Busy';
  if (percent >= 50) return 'Active';
  return 'Available';
}

/** Capacity screen status (spec 01 section 4): <50 available, 50-79 optimal, 80-94 busy, >=95 full. */
export type CapacityStatus = 'available' | 'optimal' | 'busy' | 'full';
export function capacityStatus(percent: number): CapacityStatus {
  if (percent >= 95) return 'full';
  if (percent >= 80) return 'busy';
  if (percent >= 50) return 'optimal';
  return 'available';
}

/** Capacity screen bar colour: red over 90, orange over 75, blue over 50, else green. */
export type CapacityBarColour = 'red' | 'orange' | 'blue' | 'green';
export function capacityBarColour(percent: number): CapacityBarColour {
  if (percent > 90) return 'red';
  if (percent > 75) return 'orange';
  if (percent > 50) return 'blue';
  return 'green';
}

/** Admin usage label (spec 02 section 4): >=95 Critical, >=85 High Usage, >=70 Moderate, >=50 Active. */
export type UsageLabel = 'Critical' | 'High Usage' | 'Moderate' | 'Active' | 'Available';
export function usageLabel(percent: number): UsageLabel {
  if (percent >= 95) return 'Critical';
  if (percent >= 85) return 'High Usage';
  if (percent >= 70) return 'Moderate';
  if (percent >= 50) return 'Active';
  return 'Available';
}

/** Admin usage bar: red at 90 and above, yellow at 70 and above, green otherwise. */
export type UsageBarColour = 'red' | 'yellow' | 'green';
export function usageBarColour(percent: number): UsageBarColour {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'yellow';
  return 'green';
}
