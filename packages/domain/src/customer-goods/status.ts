/**
 * Statuses of customer-owned goods (spec 01 section 4: active, stored, delivered, in transit,
 * pending, inactive, removed; case-insensitive). Stored in one canonical form, snake_case
 * ('in_transit'); anything read back is normalised first, so 'In Transit', 'in-transit' and
 * 'ACTIVE' all map onto the same status, label and colour.
 */
export const GOOD_STATUSES = ['pending', 'active', 'stored', 'in_transit', 'delivered', 'inactive', 'removed'] as const;
export type GoodStatus = (typeof GOOD_STATUSES)[number];

/** A status without a spec colour (an unknown value) shows grey. */
export type GoodStatusTone = 'green' | 'blue' | 'brand' | 'amber' | 'orange' | 'gray' | 'red';

const labels: Record<GoodStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  stored: 'Stored',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  inactive: 'Inactive',
  removed: 'Removed',
};

const tones: Record<GoodStatus, GoodStatusTone> = {
  active: 'green',
  stored: 'blue',
  delivered: 'brand',
  in_transit: 'amber',
  pending: 'orange',
  inactive: 'gray',
  removed: 'red',
};

/** The canonical status for any spelling, or undefined when it is not one of ours. */
export function normalizeGoodStatus(value: string | null | undefined): GoodStatus | undefined {
  if (!value) return undefined;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (GOOD_STATUSES as readonly string[]).includes(key) ? (key as GoodStatus) : undefined;
}

export function goodStatusLabel(value: string | null | undefined): string {
  const status = normalizeGoodStatus(value);
  return status ? labels[status] : (value ?? '');
}

export function goodStatusTone(value: string | null | undefined): GoodStatusTone {
  const status = normalizeGoodStatus(value);
  return status ? tones[status] : 'gray';
}

/**
 * Staff moves (the spec shows none; ours): a submitted good is accepted into storage (stored or
 * active, at a branch); goods in storage ship (in transit) or are handed over (delivered); a
 * shipment arrives (delivered) or comes back (stored/active); an inactive good can be reactivated.
 * Delivered and removed are final. Removal is no move here: it takes a reason the customer reads
 * (removal.ts, POST /customer-goods/{id}/remove), so a status change never reaches 'removed'.
 */
export const GOOD_STATUS_TRANSITIONS: Record<GoodStatus, readonly GoodStatus[]> = {
  pending: ['stored', 'active'],
  stored: ['active', 'in_transit', 'delivered', 'inactive'],
  active: ['stored', 'in_transit', 'delivered', 'inactive'],
  in_transit: ['delivered', 'stored', 'active'],
  inactive: ['active', 'stored'],
  delivered: [],
  removed: [],
};

/** Statuses a good has to be at a branch for. */
export const STATUSES_NEEDING_BRANCH: readonly GoodStatus[] = ['stored', 'active'];

export function nextGoodStatuses(current: string): readonly GoodStatus[] {
  const status = normalizeGoodStatus(current);
  return status ? GOOD_STATUS_TRANSITIONS[status] : [];
}

export function canChangeGoodStatus(from: string, to: string): boolean {
  const target = normalizeGoodStatus(to);
  return target !== undefined && nextGoodStatuses(from).includes(target);
}
