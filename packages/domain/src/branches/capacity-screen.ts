/** The fixed texts of the customer's Branch Capacity screen (spec 01 sections 2, 8 and 9). */

export const BRANCH_NAME_FALLBACK = 'Unnamed Branch';
export const BRANCH_LOCATION_FALLBACK = 'Location not specified';
export const BRANCH_DATE_FALLBACK = 'Date not available';

/** Every branch keeps the same opening hours (spec 01 section 9): 24 h times the reader's locale words. */
export const BRANCH_OPENING_HOURS = { open: '09:00', close: '18:00' } as const;
export const BRANCH_FEATURES = ['Secure Storage', 'Climate Controlled', '24/7 Access'] as const;

export const BRANCH_CAPACITY_EMPTY_MESSAGE = 'No branches found';
export const BRANCH_CAPACITY_FETCH_HINT = 'Please check your connection and try again.';
export const BRANCH_FULL_LABEL = 'Currently Full';

const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * Get Directions (spec 01 gives it no action): a map search for the branch's location, or null
 * when there is no location to search for.
 */
export function branchDirectionsUrl(location: string | null | undefined): string | null {
  const query = location?.trim();
  return query ? `${MAPS_SEARCH_URL}${encodeURIComponent(query)}` : null;
}
