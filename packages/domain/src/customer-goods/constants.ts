/**
 * Store Goods (spec 01 "Store Goods"): the texts of the form, word for word. Its categories are the
 * one list of goods (GOOD_CATEGORIES), which holds every category of spec 01's form.
 */
export const STORE_GOODS_MESSAGES = {
  success: 'Your goods have been successfully submitted for storage!',
  // Ours: the spec gives no wording for these.
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Category must be one of the listed categories',
  valueInvalid: 'Value must be a number',
  valueNegative: 'Value cannot be negative',
  valueCents: 'Value can have at most 2 decimals',
  valueTooLarge: 'Value is too large',
  storageDateInvalid: 'Storage date must be a valid date (YYYY-MM-DD)',
  storageDatePast: 'Storage date cannot be before today',
  storageEndDateInvalid: 'Storage end date must be a valid date (YYYY-MM-DD)',
  storageEndTooEarly: 'Storage end date must be after the storage date and after today',
  submitFailed: 'Failed to submit your goods. Please try again.',
} as const;

/** The form resets this long after a success (spec 01 "Store Goods"). */
export const STORE_GOODS_RESET_MS = 3000;

export const CUSTOMER_GOODS_MESSAGES = {
  notFound: 'Good not found',
  empty: 'No goods found',
  addFirst: 'Add Your First Good',
  // Ours.
  transitionRefused: (from: string, to: string) => `A good cannot move from ${from} to ${to}`,
  branchRequired: 'Choose a branch to store this good at',
  statusUpdated: 'Good status updated',
  loadFailed: 'Failed to load your goods',
} as const;

/** Employee inventory texts (spec 01 error catalogue). */
export const INVENTORY_MESSAGES = {
  loadFailed: 'Failed to load inventory',
  signInRequired: 'Please log in to view inventory',
  unavailable: 'Unable to load inventory at the moment',
  empty: 'No items found',
} as const;

export const LOW_STOCK_LIST_DEFAULT_LIMIT = 10;
export const LOW_STOCK_LIST_MAX_LIMIT = 100;
export const CUSTOMER_GOODS_LIST_MAX = 1000;
