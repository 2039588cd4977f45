/**
 * The branch texts of spec 02 (sections 5 and 8), kept here so the server's refusals and the
 * screens' banners say exactly the same thing.
 */

export const BRANCH_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const AVAILABLE_ABOVE_CAPACITY_MESSAGE = 'Available space cannot be greater than total capacity.';
export const USED_ABOVE_CAPACITY_MESSAGE = 'Used space cannot exceed total capacity';

// The spec says "integers of at least 0" but gives no wording; these are ours.
export const CAPACITY_INVALID_MESSAGE = 'Total capacity must be a whole number of 0 or more';
export const AVAILABLE_INVALID_MESSAGE = 'Available space must be a whole number of 0 or more';
// A whole number above the integer columns' ceiling (MAX_BRANCH_SPACE) is not "invalid": say the
// limit. Written out, not built from the constant, so each language's catalog can translate it
// with its own digit grouping; requests.test.ts checks the figure against MAX_BRANCH_SPACE.
export const CAPACITY_TOO_LARGE_MESSAGE = 'Total capacity must be at most 2,147,483,647';
export const AVAILABLE_TOO_LARGE_MESSAGE = 'Available space must be at most 2,147,483,647';
export const OTHER_USE_INVALID_MESSAGE = 'Other use must be a whole number of 0 or more';
export const OTHER_USE_TOO_LARGE_MESSAGE = 'Other use must be at most 2,147,483,647';
export const MANAGER_NOT_STAFF_MESSAGE = 'Manager must be an employee or admin';
export const BRANCH_NOT_FOUND_MESSAGE = 'Branch not found';

export const BRANCH_SUCCESS_MESSAGES = {
  added: 'Branch added successfully',
  updated: 'Branch updated successfully',
  deleted: 'Branch deleted successfully',
  capacity: 'Capacity updated successfully',
} as const;

export const BRANCH_FAILURE_MESSAGES = {
  fetch: 'Failed to fetch branches. Please try again.',
  add: 'Failed to add branch. Please try again.',
  update: 'Failed to update branch. Please try again.',
  delete: 'Failed to delete branch. Please try again.',
  capacity: 'Failed to update capacity. Please try again.',
} as const;

/** Success notices on the branches screen clear after 3 seconds (spec 02 section 9). */
export const BRANCH_NOTICE_CLEAR_MS = 3000;
