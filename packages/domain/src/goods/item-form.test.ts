import { describe, expect, it } from 'vitest';
import { GOOD_CATEGORIES, MAX_PRICE, MAX_STOCK_QUANTITY } from './constants.js';
import { goodCreateSchemaFor, goodRuleIssues, goodUpdateSchema } from './item-form.js';
import { GOOD_FIELD_MESSAGES } from './messages.js';

const TODAY = '2025-06-15';
const create = goodCreateSchemaFor(() => TODAY);
const valid = { name: 'Mouse', category: 'Electronics', branch_id: 1 };
const issues = (body: unknown) => {
  const result = create.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('item form (add)', () => {
  it('when only the required fields are given, then the spec defaults are applied', () => {
    expect(create.parse(valid)).toEqual({
      name: 'Mouse',
      category: 'Electronics',
      branch_id: 1,
      description: null,
      sku: null,
      supplier: null,
      batch_no: null,
      expiry_date: null,
      location: null,
      quantity: 0,
      price_per_unit: 0,
      low_stock_threshold: 10,
      max_quantity: 100,
    });
  });

  it('when form strings are sent, then numbers are read, text trimmed and blanks cleared', () => {
    expect(
      create.parse({
        ...valid,
        branch_id: '2',
        quantity: '5',
        price_per_unit: '12.345',
        sku: '  ab1 ',
        supplier: ' ',
        expiry_date: '',
      }),
    ).toMatchObject({
      branch_id: 2,
      quantity: 5,
      price_per_unit: 12.35,
      sku: 'ab1',
      supplier: null,
      expiry_date: null,
    });
  });

  it('when a client sends a product id, then it is dropped (the server generates it)', () => {
    expect(create.parse({ ...valid, product_id: 'PRD-123456' })).not.toHaveProperty('product_id');
  });

  it('when the category is given in another case, then the list spelling is stored', () => {
    expect(create.parse({ ...valid, category: 'food & beverages' }).category).toBe('Food & Beverages');
  });

  it.each([
    [{ ...valid, name: ' ' }, 'name', 'Product name is required'],
    [{ category: 'Books', branch_id: 1 }, 'name', 'Product name is required'],
    [{ ...valid, category: '' }, 'category', 'Category is required'],
    [{ ...valid, branch_id: '' }, 'branch_id', 'Branch assignment is required'],
    [{ name: 'x', category: 'Books' }, 'branch_id', 'Branch assignment is required'],
    [{ ...valid, branch_id: null }, 'branch_id', 'Branch assignment is required'],
    [{ ...valid, quantity: -1 }, 'quantity', 'Quantity cannot be negative'],
    [{ ...valid, price_per_unit: -0.01 }, 'price_per_unit', 'Price cannot be negative'],
    [{ ...valid, low_stock_threshold: -1 }, 'low_stock_threshold', 'Threshold cannot be negative'],
    [{ ...valid, expiry_date: TODAY }, 'expiry_date', 'Expiry date should be in the future'],
    [{ ...valid, expiry_date: '2025-06-14' }, 'expiry_date', 'Expiry date should be in the future'],
    [{ ...valid, expiry_date: '2025-02-30' }, 'expiry_date', 'Expiry date must be a valid date (YYYY-MM-DD)'],
    [{ ...valid, sku: 'ab' }, 'sku', 'SKU should be at least 3 characters long'],
    [{ ...valid, category: 'Gadgets' }, 'category', 'Category must be one of the listed categories'],
    [{ ...valid, quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    [{ ...valid, quantity: 'many' }, 'quantity', 'Quantity must be a whole number'],
    [{ ...valid, price_per_unit: 'free' }, 'price_per_unit', 'Price must be a number'],
  ])('when the body is %j, then %s reports %j', (body, field, message) => {
    expect(issues(body)).toContainEqual({ field, message });
  });

  it.each([
    [{ ...valid, quantity: MAX_STOCK_QUANTITY + 1 }, 'quantity', 'Quantity must be at most 2,147,483,647'],
    [{ ...valid, quantity: '99999999999999' }, 'quantity', 'Quantity must be at most 2,147,483,647'],
    [{ ...valid, low_stock_threshold: 1e20 }, 'low_stock_threshold', 'Threshold must be at most 2,147,483,647'],
    [{ ...valid, max_quantity: 99_999_999_999_999 }, 'max_quantity', 'Max quantity must be at most 2,147,483,647'],
    [{ ...valid, price_per_unit: MAX_PRICE + 0.01 }, 'price_per_unit', 'Price must be at most 9,999,999,999.99'],
  ])('when a number is above its column (%j), then %s names the limit and nothing else', (body, field, message) => {
    expect(issues(body)).toEqual([{ field, message }]);
  });

  it("when the limits are named, then they are the columns' maxima written in English", () => {
    const count = MAX_STOCK_QUANTITY.toLocaleString('en-US');
    expect(GOOD_FIELD_MESSAGES.quantityAboveMax).toBe(`Quantity must be at most ${count}`);
    expect(GOOD_FIELD_MESSAGES.thresholdAboveMax).toBe(`Threshold must be at most ${count}`);
    expect(GOOD_FIELD_MESSAGES.maxQuantityAboveMax).toBe(`Max quantity must be at most ${count}`);
    const price = MAX_PRICE.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(GOOD_FIELD_MESSAGES.priceTooLarge).toBe(`Price must be at most ${price}`);
  });

  it('when the boundaries are met exactly, then the form is valid', () => {
    expect(
      issues({
        ...valid,
        quantity: 0,
        price_per_unit: 0,
        low_stock_threshold: 0,
        sku: 'abc',
        expiry_date: '2025-06-16',
      }),
    ).toEqual([]);
  });

  it('when every category of the list is chosen, then it is accepted', () => {
    for (const category of GOOD_CATEGORIES) expect(issues({ ...valid, category })).toEqual([]);
  });
});

describe('item form (edit)', () => {
  it('when optional fields are left out, then they stay undefined (kept by the server); null clears', () => {
    const parsed = goodUpdateSchema.parse({ ...valid, description: null, sku: '' });
    expect(parsed.supplier).toBeUndefined();
    expect(parsed.quantity).toBeUndefined();
    expect(parsed.description).toBeNull();
    expect(parsed.sku).toBeNull();
  });

  it('when an edit carries a quantity, then it is refused (stock moves only through movements); a version is kept', () => {
    const refused = goodUpdateSchema.safeParse({ ...valid, quantity: 20 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'quantity',
        'Quantity is not edited with the item: record a stock movement (inward, outward or adjustment) instead',
      ],
    ]);
    expect(goodUpdateSchema.parse({ ...valid, version: 4 }).version).toBe(4);
    expect(goodUpdateSchema.safeParse({ ...valid, version: 0 }).success).toBe(false);
  });

  it('when the stored expiry or category is kept, then the rules accept it; a new one is checked', () => {
    const stored = { category: 'Hardware', expiry_date: '2025-01-01' };
    expect(goodRuleIssues(stored, TODAY, stored)).toEqual([]);
    expect(goodRuleIssues({ category: 'Hardware', expiry_date: '2025-02-01' }, TODAY, stored)).toEqual([
      { field: 'expiry_date', message: 'Expiry date should be in the future' },
    ]);
    expect(goodRuleIssues({ category: 'Gadgets', expiry_date: null }, TODAY, stored)).toEqual([
      { field: 'category', message: 'Category must be one of the listed categories' },
    ]);
  });
});
