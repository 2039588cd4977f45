import { describe, expect, it } from 'vitest';
import { csvEscapeCell } from './csv.js';
import {
  EXPORT_HEADER_LINE,
  EXPORT_HEADER_LINE_WITH_OWNER,
  exportLine,
  goodsExportFilename,
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
} from './import-file.js';
import { IMPORT_COLUMNS, missingImportColumns, validateImportRow } from './import-row.js';
import { importSuccessMessage } from './messages.js';
import { goodsExportQuerySchema } from './schemas.js';

const TODAY = '2025-06-15';
const row = {
  name: 'Mouse',
  category: 'Electronics',
  sku: 'ELE-1',
  supplier: 'Acme',
  quantity: '5',
  price_per_unit: '2.50',
  batch_no: 'B1',
  expiry_date: '2025-12-31',
  branch_id: '1',
  low_stock_threshold: '3',
  product_id: 'PRD-000001',
};
const check = (overrides: Record<string, unknown>) => validateImportRow({ ...row, ...overrides }, 7, TODAY);

describe('import row', () => {
  it('when every column is valid, then the typed record is returned without issues', () => {
    expect(validateImportRow(row, 2, TODAY)).toEqual({
      errors: [],
      warnings: [],
      record: {
        name: 'Mouse',
        category: 'Electronics',
        sku: 'ELE-1',
        supplier: 'Acme',
        quantity: 5,
        price_per_unit: 2.5,
        batch_no: 'B1',
        expiry_date: '2025-12-31',
        branch_id: 1,
        low_stock_threshold: 3,
        product_id: 'PRD-000001',
      },
    });
  });

  it('when only the required columns are given, then defaults apply and the product id is generated (a warning)', () => {
    const result = validateImportRow({ name: 'Mouse', category: 'books', quantity: 0, branch_id: 2 }, 3, TODAY);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([{ row: 3, field: 'product_id', message: 'Product ID auto-generated' }]);
    expect(result.record).toMatchObject({
      category: 'Books',
      quantity: 0,
      price_per_unit: 0,
      low_stock_threshold: 10,
      sku: null,
      supplier: null,
      expiry_date: null,
      product_id: null,
    });
  });

  it.each([
    ['name', '', 'name is required'],
    ['name', '   ', 'name is required'],
    ['category', '', 'category is required'],
    ['quantity', '', 'quantity is required'],
    ['branch_id', '', 'branch_id is required'],
    ['quantity', '-1', 'Quantity must be a non-negative number'],
    ['quantity', 'ten', 'Quantity must be a non-negative number'],
    ['quantity', '12abc', 'Quantity must be a non-negative number'],
    ['quantity', '1.5', 'Quantity must be a whole number'],
    ['price_per_unit', '-0.01', 'Price per unit must be a non-negative number'],
    ['price_per_unit', '$5', 'Price per unit must be a non-negative number'],
    ['branch_id', '0', 'Branch ID must be a valid number'],
    ['branch_id', 'main', 'Branch ID must be a valid number'],
    ['branch_id', '1.5', 'Branch ID must be a valid number'],
    ['expiry_date', '31/12/2025', 'Expiry date must be in valid format (YYYY-MM-DD)'],
    ['expiry_date', '2025-02-30', 'Expiry date must be in valid format (YYYY-MM-DD)'],
    ['low_stock_threshold', '-3', 'Low stock threshold must be a non-negative whole number'],
    ['low_stock_threshold', '99999999999999', 'Threshold must be at most 2,147,483,647'],
    ['quantity', '2147483648', 'Quantity must be at most 2,147,483,647'],
    ['price_per_unit', '10000000000', 'Price must be at most 9,999,999,999.99'],
    ['sku', 'ab', 'SKU should be at least 3 characters long'],
    ['name', 'x'.repeat(201), 'name must be at most 200 characters'],
    ['product_id', 'P'.repeat(41), 'product_id must be at most 40 characters'],
  ])('when %s is %j, then the row is rejected with %j', (field, value, message) => {
    const result = check({ [field]: value });
    expect(result.errors).toEqual([{ row: 7, field, message }]);
    expect(result.record).toBeUndefined();
  });

  it('when a row has several problems, then each is reported', () => {
    const result = validateImportRow({ name: '', category: '', quantity: '-2', branch_id: 'x' }, 4, TODAY);
    expect(result.errors.map((e) => e.message)).toEqual([
      'name is required',
      'category is required',
      'Quantity must be a non-negative number',
      'Branch ID must be a valid number',
    ]);
  });

  it('when the expiry date is past, then the row is kept with a warning; today is not past', () => {
    const past = check({ expiry_date: '2025-06-14' });
    expect(past.errors).toEqual([]);
    expect(past.warnings).toEqual([{ row: 7, field: 'expiry_date', message: 'Expiry date is in the past' }]);
    expect(check({ expiry_date: TODAY }).warnings).toEqual([]);
  });

  it('when cells carry export escaping, then the original values are read', () => {
    const result = check({ name: csvEscapeCell('=cmd'), supplier: csvEscapeCell('-Acme'), quantity: 5 });
    expect(result.record).toMatchObject({ name: '=cmd', supplier: '-Acme', quantity: 5 });
  });

  it('when the category is a legacy name or any case of a listed one, then the list spelling is stored', () => {
    expect(check({ category: 'Sports Equipment' }).record?.category).toBe('Sports');
    expect(check({ category: '  documents ' }).record?.category).toBe('Documents');
  });

  it('when the category is not in the list, then the row is refused with a category error', () => {
    const result = check({ category: 'Gadgets' });
    expect(result.record).toBeUndefined();
    expect(result.errors).toEqual([
      { row: 7, field: 'category', message: 'Category must be one of the listed categories' },
    ]);
  });

  it('when JSON numbers are sent, then they are read like text', () => {
    expect(check({ quantity: 4, price_per_unit: 1.2, branch_id: 3, low_stock_threshold: 0 }).record).toMatchObject({
      quantity: 4,
      price_per_unit: 1.2,
      branch_id: 3,
      low_stock_threshold: 0,
    });
  });
});

describe('import columns and files', () => {
  it('when a header lacks required columns, then they are named; case and spaces do not matter', () => {
    expect(missingImportColumns(['Name', ' CATEGORY ', 'sku'])).toEqual(['quantity', 'branch_id']);
    expect(missingImportColumns(['\uFEFFname', 'category', 'quantity', 'branch_id'])).toEqual([]);
  });

  it('when the template is read, then it has the header and 3 valid sample rows', () => {
    expect(IMPORT_TEMPLATE_FILENAME).toBe('goods_import_template.csv');
    const lines = IMPORT_TEMPLATE_CSV.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(`${lines[0]}\r\n`).toBe(EXPORT_HEADER_LINE);
  });

  it('when an item is exported, then its line follows the import columns', () => {
    const line = exportLine({
      name: 'Desk, oak',
      category: 'Furniture',
      sku: null,
      supplier: '@home',
      quantity: 3,
      price_per_unit: 10,
      batch_no: null,
      expiry_date: '2026-01-01',
      branch_id: 2,
      low_stock_threshold: 1,
      product_id: 'PRD-000123',
    });
    expect(line).toBe(`"Desk, oak",Furniture,,'@home,3,10.00,,2026-01-01,2,1,PRD-000123\r\n`);
    expect(goodsExportFilename(TODAY)).toBe('goods_export_2025-06-15.csv');
  });

  it('when lots are exported, then the owner column follows, and an import line naming an owner is refused whole', () => {
    expect(EXPORT_HEADER_LINE_WITH_OWNER).toBe(`${IMPORT_COLUMNS.join(',')},owner\r\n`);
    const lot = {
      name: 'Piano',
      category: 'Furniture',
      sku: null,
      supplier: null,
      quantity: 1,
      price_per_unit: 0,
      batch_no: null,
      expiry_date: null,
      branch_id: null,
      low_stock_threshold: 0,
      product_id: 'PRD-000900',
    };
    expect(exportLine(lot, 'Dana Diaz')).toBe('Piano,Furniture,,,1,0.00,,,,0,PRD-000900,Dana Diaz\r\n');
    expect(exportLine(lot, '')).toBe('Piano,Furniture,,,1,0.00,,,,0,PRD-000900,\r\n');

    const refused = validateImportRow(
      { name: 'Piano', category: 'Furniture', quantity: '1', owner: 'Dana Diaz' },
      2,
      TODAY,
    );
    expect(refused).toEqual({
      errors: [
        { row: 2, field: 'owner', message: "This item is a customer's stored good: the import cannot change it" },
      ],
      warnings: [],
      record: undefined,
    });
    const stock = validateImportRow(
      { name: 'Desk', category: 'Furniture', quantity: '1', branch_id: '1', owner: ' ' },
      3,
      TODAY,
    );
    expect(stock.errors).toEqual([]);
    expect(stock.record?.name).toBe('Desk');
  });

  it('when the export is asked for, then the owner defaults to warehouse stock and all asks for stock and lots', () => {
    expect(goodsExportQuerySchema.parse({}).owner).toBe('warehouse');
    expect(goodsExportQuerySchema.parse({ owner: '' }).owner).toBe('warehouse');
    expect(goodsExportQuerySchema.parse({ owner: 'all' }).owner).toBe('all');
    expect(goodsExportQuerySchema.parse({ owner: 'customers' }).owner).toBe('customers');
    expect(goodsExportQuerySchema.parse({ owner: '12' }).owner).toBe(12);
    expect(goodsExportQuerySchema.safeParse({ owner: 'nobody' }).success).toBe(false);
    expect(goodsExportQuerySchema.safeParse({ owner: '0' }).success).toBe(false);
  });

  it('when reporting an import, then the skipped count is appended only when there is one', () => {
    expect(importSuccessMessage(5, 0)).toBe('Successfully imported 5 items');
    expect(importSuccessMessage(5, 2)).toBe('Successfully imported 5 items (2 errors skipped)');
  });
});
