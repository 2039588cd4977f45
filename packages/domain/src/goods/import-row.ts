import {
  canonicalCategory,
  GOOD_DEFAULTS,
  GOOD_TEXT_LIMITS,
  MAX_PRICE,
  MAX_STOCK_QUANTITY,
  SKU_MIN_LENGTH,
} from './constants.js';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from '../common/validation.js';
import { csvUnescapeCell } from './csv.js';
import { GOOD_FIELD_MESSAGES, IMPORT_MESSAGES, requiredColumnMessage, tooLongMessage } from './messages.js';
import { CUSTOMER_LOT_MESSAGES } from './ownership.js';
import { daysUntil, isIsoDate } from './status.js';

/** Import and export columns, in file order (spec 02 section 3 "Import row"). */
export const IMPORT_COLUMNS = [
  'name',
  'category',
  'sku',
  'supplier',
  'quantity',
  'price_per_unit',
  'batch_no',
  'expiry_date',
  'branch_id',
  'low_stock_threshold',
  'product_id',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/**
 * The export's extra column when customers' lots are in it: the lot's owner. An import refuses any
 * line that names an owner (a lot is never the import's to create or change), with that reason.
 */
export const OWNER_EXPORT_COLUMN = 'owner';
export const REQUIRED_IMPORT_COLUMNS = [
  'name',
  'category',
  'quantity',
  'branch_id',
] as const satisfies readonly ImportColumn[];

/** A header cell as a column name: trimmed, lower case, without a byte-order mark. */
export const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The required columns a header row lacks. */
export function missingImportColumns(header: readonly string[]): string[] {
  const present = new Set(header.map(normalizeHeader));
  return REQUIRED_IMPORT_COLUMNS.filter((column) => !present.has(column));
}

/** A row as read from a file (strings) or sent as JSON (strings or numbers). */
export type ImportRow = Readonly<Record<string, unknown>>;

/** A valid row, typed and with defaults applied. */
export type ImportRecord = {
  name: string;
  category: string;
  sku: string | null;
  supplier: string | null;
  quantity: number;
  price_per_unit: number;
  batch_no: string | null;
  expiry_date: string | null;
  branch_id: number;
  low_stock_threshold: number;
  product_id: string | null;
};

/** Row numbers count the header as row 1, so the first data row is row 2. */
export type ImportIssue = { row: number; field: string; message: string };
export type ImportRowResult = { errors: ImportIssue[]; warnings: ImportIssue[]; record: ImportRecord | undefined };

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function cell(row: ImportRow, field: ImportColumn): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NaN';
  return csvUnescapeCell(String(value).trim()).trim();
}

const decimal = (text: string) => (DECIMAL.test(text) ? Number(text) : Number.NaN);

/**
 * Checks one import row with the rules of spec 02 section 5 "CSV import", plus the item rules the
 * stored data keeps (SKU length, column sizes, whole quantities). The
 * browser preview and the server run this same function, so they report the same errors.
 */
export function validateImportRow(row: ImportRow, rowNumber: number, today: string): ImportRowResult {
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const error = (field: string, message: string) => errors.push({ row: rowNumber, field, message });

  // A customer's lot, as the export writes it: refused whole, whatever else the line says.
  const owner = row[OWNER_EXPORT_COLUMN];
  if (owner !== undefined && owner !== null && String(owner).trim() !== '') {
    error(OWNER_EXPORT_COLUMN, CUSTOMER_LOT_MESSAGES.importRefused);
    return { errors, warnings, record: undefined };
  }

  const text = (field: ImportColumn, required: boolean): string | null => {
    const value = cell(row, field);
    if (!value) {
      if (required) error(field, requiredColumnMessage(field));
      return null;
    }
    const max = GOOD_TEXT_LIMITS[field as keyof typeof GOOD_TEXT_LIMITS];
    if (max !== undefined && value.length > max) error(field, tooLongMessage(field, max));
    if (!hasNoControlCharacters(value)) error(field, CONTROL_CHARACTER_MESSAGE);
    return value;
  };

  const name = text('name', true);
  // The one category list (categories.ts): a listed or legacy name in any case is stored with the
  // list's spelling; any other name is a row error, as in the item form.
  const categoryText = text('category', true);
  const category = categoryText === null ? null : canonicalCategory(categoryText);
  if (categoryText !== null && category === undefined) error('category', GOOD_FIELD_MESSAGES.categoryUnknown);
  const sku = text('sku', false);
  if (sku !== null && sku.length < SKU_MIN_LENGTH) error('sku', GOOD_FIELD_MESSAGES.skuTooShort);
  const supplier = text('supplier', false);
  const batchNo = text('batch_no', false);

  let quantity: number = GOOD_DEFAULTS.quantity;
  const quantityText = cell(row, 'quantity');
  if (!quantityText) error('quantity', requiredColumnMessage('quantity'));
  else {
    quantity = decimal(quantityText);
    if (!(quantity >= 0)) error('quantity', IMPORT_MESSAGES.quantityInvalid);
    else if (!Number.isInteger(quantity)) error('quantity', IMPORT_MESSAGES.quantityWhole);
    else if (quantity > MAX_STOCK_QUANTITY) error('quantity', GOOD_FIELD_MESSAGES.quantityAboveMax);
  }

  let price: number = GOOD_DEFAULTS.price_per_unit;
  const priceText = cell(row, 'price_per_unit');
  if (priceText) {
    price = decimal(priceText);
    if (!(price >= 0)) error('price_per_unit', IMPORT_MESSAGES.priceInvalid);
    else if (price > MAX_PRICE) error('price_per_unit', GOOD_FIELD_MESSAGES.priceTooLarge);
    price = Math.round(price * 100) / 100;
  }

  let branchId = 0;
  const branchText = cell(row, 'branch_id');
  if (!branchText) error('branch_id', requiredColumnMessage('branch_id'));
  else {
    branchId = decimal(branchText);
    if (!Number.isInteger(branchId) || branchId < 1 || branchId > 2_147_483_647)
      error('branch_id', IMPORT_MESSAGES.branchInvalid);
  }

  const expiry = cell(row, 'expiry_date') || null;
  if (expiry !== null) {
    if (!isIsoDate(expiry)) error('expiry_date', IMPORT_MESSAGES.expiryInvalid);
    else if ((daysUntil(expiry, today) ?? 0) < 0)
      warnings.push({ row: rowNumber, field: 'expiry_date', message: IMPORT_MESSAGES.expiryPast });
  }

  let threshold: number = GOOD_DEFAULTS.low_stock_threshold;
  const thresholdText = cell(row, 'low_stock_threshold');
  if (thresholdText) {
    threshold = decimal(thresholdText);
    // Above the column the number is whole and not negative: name the limit, as the item form does.
    if (threshold > MAX_STOCK_QUANTITY) error('low_stock_threshold', GOOD_FIELD_MESSAGES.thresholdAboveMax);
    else if (!Number.isInteger(threshold) || threshold < 0)
      error('low_stock_threshold', IMPORT_MESSAGES.thresholdInvalid);
  }

  const productId = text('product_id', false);
  if (productId === null)
    warnings.push({ row: rowNumber, field: 'product_id', message: IMPORT_MESSAGES.productIdGenerated });

  if (errors.length > 0) return { errors, warnings, record: undefined };
  return {
    errors,
    warnings,
    record: {
      name: name!,
      category: category!,
      sku,
      supplier,
      quantity,
      price_per_unit: price,
      batch_no: batchNo,
      expiry_date: expiry,
      branch_id: branchId,
      low_stock_threshold: threshold,
      product_id: productId,
    },
  };
}
