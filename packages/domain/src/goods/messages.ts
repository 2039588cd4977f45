/**
 * The goods texts of spec 02 (sections 5 and 8), word for word, so the server's refusals and the
 * screens' notices agree. Texts the spec does not give are marked as ours.
 */

export const GOOD_FIELD_MESSAGES = {
  nameRequired: 'Product name is required',
  categoryRequired: 'Category is required',
  branchRequired: 'Branch assignment is required',
  quantityNegative: 'Quantity cannot be negative',
  priceNegative: 'Price cannot be negative',
  thresholdNegative: 'Threshold cannot be negative',
  expiryNotFuture: 'Expiry date should be in the future',
  skuTooShort: 'SKU should be at least 3 characters long',
  formSummary: 'Please fix the form errors',
  // Ours: the spec gives no wording for these.
  categoryUnknown: 'Category must be one of the listed categories',
  quantityWhole: 'Quantity must be a whole number',
  /** A stock movement whose result would pass MAX_STOCK_QUANTITY. */
  quantityTooLarge: 'Quantity is too large',
  priceInvalid: 'Price must be a number',
  thresholdWhole: 'Threshold must be a whole number',
  maxQuantityInvalid: 'Max quantity must be a whole number of 0 or more',
  // A number entered above its column's ceiling (MAX_STOCK_QUANTITY, MAX_PRICE) names the limit, in
  // words each language's catalog can translate with its own digit grouping; item-form.test.ts checks
  // the figures against the constants.
  quantityAboveMax: 'Quantity must be at most 2,147,483,647',
  priceTooLarge: 'Price must be at most 9,999,999,999.99',
  thresholdAboveMax: 'Threshold must be at most 2,147,483,647',
  maxQuantityAboveMax: 'Max quantity must be at most 2,147,483,647',
  expiryInvalid: 'Expiry date must be a valid date (YYYY-MM-DD)',
  productIdImmutable: 'Product ID cannot be changed',
  quantityNotEditable:
    'Quantity is not edited with the item: record a stock movement (inward, outward or adjustment) instead',
} as const;

export const GOOD_MESSAGES = {
  notFound: 'Item not found',
  branchNotFound: 'Branch not found',
  skuTaken: 'SKU already exists',
  created: 'Item created successfully!',
  updated: 'Item updated successfully!',
  deleted: 'Item deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this item? This action cannot be undone.',
  deleteMissingId: 'Error: Could not find item ID',
  empty: 'No items found',
  saveFailed: 'Failed to save item. Please try again.',
  stockFailed: 'Failed to update stock. Please try again.',
  fetchFailed: 'Failed to fetch goods',
  deleteFailed: 'Failed to delete item',
  exported: 'Goods exported successfully',
  exportFailed: 'Failed to export goods',
  importFailed: 'Failed to import goods. Please try again.',
  templateDownloaded: 'Template downloaded successfully',
} as const;

export const STOCK_MESSAGES = {
  quantityPositive: 'Quantity must be greater than 0',
  reasonRequired: 'Reason is required',
  // Ours.
  typeRequired: 'Movement type must be inward, outward or adjustment',
  quantityWhole: 'Quantity must be a whole number',
  quantityNegative: 'Quantity cannot be negative',
  reasonNotInList: 'Reason is not one of the reasons for this movement type',
} as const;

export const IMPORT_MESSAGES = {
  notCsv: 'Please select a CSV file',
  noFile: 'Please select a file first',
  tooFewRows: 'CSV file must contain at least a header row and one data row',
  noValidRows: 'No valid records to import',
  parseFailed: 'Error parsing CSV file',
  quantityInvalid: 'Quantity must be a non-negative number',
  priceInvalid: 'Price per unit must be a non-negative number',
  branchInvalid: 'Branch ID must be a valid number',
  expiryInvalid: 'Expiry date must be in valid format (YYYY-MM-DD)',
  expiryPast: 'Expiry date is in the past',
  productIdGenerated: 'Product ID auto-generated',
  // Ours.
  tooLarge: 'CSV file is too large. The maximum size is 10 MB',
  oneFile: 'Only one CSV file can be imported at a time',
  quantityWhole: 'Quantity must be a whole number',
  thresholdInvalid: 'Low stock threshold must be a non-negative whole number',
  duplicateSku: 'SKU appears more than once in the file',
  duplicateProductId: 'Product ID appears more than once in the file',
  productIdMismatch: 'Product ID does not match the item that has this SKU',
  duplicateItem: 'Another row in the file already updates this item',
  concurrentChange: 'The import conflicts with a change made at the same time. Please try again.',
} as const;

/** '{field} is required' with the column name, e.g. 'name is required'. */
export const requiredColumnMessage = (field: string) => `${field} is required`;
export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;
export const missingColumnsMessage = (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`;
export const tooManyRowsMessage = (max: number) => `CSV file can contain at most ${max} data rows`;
/** The parser's own words follow the domain's sentence (IMPORT_MESSAGES.parseFailed). */
export const parseFailedMessage = (detail: string) => `Error parsing CSV file: ${detail}`;

/** Outward beyond stock (spec 02 section 5). */
export const dispatchBeyondStockMessage = (requested: number, available: number) =>
  `Cannot dispatch ${requested} items. Only ${available} available.`;

/** 'Successfully imported {n} items' with ' ({m} errors skipped)' when rows were skipped. */
export const importSuccessMessage = (imported: number, skipped: number) =>
  `Successfully imported ${imported} items${skipped > 0 ? ` (${skipped} errors skipped)` : ''}`;
