import { IMPORT_COLUMNS, IMPORT_TEMPLATE_CSV } from '@stockyard/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { inDays, seedGoods, uploadCsv } from './goods.fixtures.js';

type Headers = Record<string, string>;
const HEADER = IMPORT_COLUMNS.join(',');

describe('goods CSV import', () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
  });
  afterAll(async () => t.close());

  const countGoods = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(goods))[0]!.n;
  const bySku = async (sku: string) =>
    (
      await t.db
        .select()
        .from(goods)
        .where(sql`lower(${goods.sku}) = lower(${sku})`)
    )[0];

  it('when a mixed file is imported, then valid rows are written, others reported by row, and an SKU match updates', async () => {
    const [scanner] = await t.db.select().from(goods).where(eq(goods.sku, 'ELE-1001'));
    const file = [
      HEADER,
      `Valid New,Electronics,IMP-NEW-1,Acme,5,1.50,B1,${inDays(90)},1,3,`,
      '"Quoted, Name",books,IMP-NEW-2,"Pub, Inc",0,,,,2,,PRD-777001',
      `Past Expiry,Food & Beverages,IMP-NEW-3,,7,2,,${inDays(-3)},1,,PRD-777002`,
      '',
      ',Electronics,IMP-BAD-1,,5,,,,1,,',
      'Bad Qty,Electronics,IMP-BAD-2,,-4,,,,1,,',
      'Bad Branch,Electronics,IMP-BAD-3,,1,,,,abc,,',
      'Missing Branch,Electronics,IMP-BAD-4,,1,,,,999999,,',
      'Bad Date,Electronics,IMP-BAD-5,,1,,,31/12/2030,1,,',
      'Bad Price,Electronics,IMP-BAD-6,,1,-2,,,1,,',
      'Scanner Update,Electronics,ele-1001,ScanTech Ltd,50,129.99,B-2401,,1,10,',
      'Dup SKU,Electronics,imp-new-1,,1,,,,1,,',
      '',
    ].join('\r\n');
    const before = await countGoods();
    const response = await uploadCsv(t.app, admin, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Successfully imported 4 items (7 errors skipped)',
      imported: 4,
      created: 3,
      updated: 1,
      skipped: 7,
      errors: [
        { row: 5, field: 'name', message: 'name is required' },
        { row: 6, field: 'quantity', message: 'Quantity must be a non-negative number' },
        { row: 7, field: 'branch_id', message: 'Branch ID must be a valid number' },
        { row: 8, field: 'branch_id', message: 'Branch not found' },
        { row: 9, field: 'expiry_date', message: 'Expiry date must be in valid format (YYYY-MM-DD)' },
        { row: 10, field: 'price_per_unit', message: 'Price per unit must be a non-negative number' },
        { row: 12, field: 'sku', message: 'SKU appears more than once in the file' },
      ],
      warnings: [
        { row: 2, field: 'product_id', message: 'Product ID auto-generated' },
        { row: 4, field: 'expiry_date', message: 'Expiry date is in the past' },
      ],
    });
    expect(await countGoods()).toBe(before + 3);

    const created = await bySku('IMP-NEW-1');
    expect(created).toMatchObject({
      name: 'Valid New',
      quantity: 5,
      pricePerUnit: '1.50',
      lowStockThreshold: 3,
      branchId: 1,
      batchNo: 'B1',
    });
    expect(created!.productId).toMatch(/^PRD-\d{6}$/);
    expect(await bySku('IMP-NEW-2')).toMatchObject({
      name: 'Quoted, Name',
      category: 'Books',
      supplier: 'Pub, Inc',
      productId: 'PRD-777001',
      quantity: 0,
      lowStockThreshold: 10,
    });
    expect(await bySku('IMP-NEW-3')).toMatchObject({ productId: 'PRD-777002', expiryDate: inDays(-3), quantity: 7 });
    for (const sku of ['IMP-BAD-1', 'IMP-BAD-2', 'IMP-BAD-3', 'IMP-BAD-4', 'IMP-BAD-5', 'IMP-BAD-6'])
      expect(await bySku(sku)).toBeUndefined();

    const updated = await bySku('ELE-1001');
    expect(updated).toMatchObject({
      id: scanner!.id,
      productId: scanner!.productId,
      name: 'Scanner Update',
      quantity: 50,
    });
    const ids = [created!.id, (await bySku('IMP-NEW-2'))!.id, (await bySku('IMP-NEW-3'))!.id, scanner!.id];
    const ledger = await t.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.goodId, ids))
      .orderBy(stockMovements.id);
    expect(
      ledger
        .filter((m) => m.notes === 'CSV import')
        .map((m) => [m.goodId, m.type, m.quantity, m.previousQuantity, m.newQuantity, m.reason]),
    ).toEqual([
      [created!.id, 'inward', 5, 0, 5, 'Initial Stock'],
      [ids[2], 'inward', 7, 0, 7, 'Initial Stock'],
      [scanner!.id, 'adjustment', 50, 42, 50, 'Other'],
    ]);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'goods_import'));
    expect(logged.at(-1)).toMatchObject({
      category: 'goods',
      description: 'Imported goods from CSV: 3 created, 1 updated, 7 rows skipped',
    });
  });

  it('when a row names an existing product id, then that item is updated even with a new SKU', async () => {
    const response = await uploadCsv(t.app, admin, `${HEADER}\nRenamed Book,Books,IMP-NEW-2B,,4,,,,2,,PRD-777001\n`);
    expect(response.json()).toMatchObject({ imported: 1, created: 0, updated: 1, errors: [], warnings: [] });
    expect(await bySku('IMP-NEW-2B')).toMatchObject({ productId: 'PRD-777001', name: 'Renamed Book', quantity: 4 });
    expect(await bySku('IMP-NEW-2')).toBeUndefined();
  });

  it('when a row pairs a product id with another item SKU, then it is refused', async () => {
    // SKUs are unique per branch: each row names the branch whose item holds the SKU.
    const response = await uploadCsv(
      t.app,
      admin,
      `${HEADER}\nX,Books,IMP-NEW-1,,4,,,,1,,PRD-777001\nY,Books,ELE-1002,,1,,,,2,,PRD-000999\n`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'No valid records to import',
      errors: [
        { row: 2, field: 'sku', message: 'SKU already exists' },
        { row: 3, field: 'product_id', message: 'Product ID does not match the item that has this SKU' },
      ],
    });
  });

  it('when no row is valid, then 400 "No valid records to import" with the row errors and nothing is written', async () => {
    const before = await countGoods();
    const response = await uploadCsv(t.app, admin, `${HEADER}\nA,Books,,,-1,,,,1,,\nB,Books,,,1,,,,0,,\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'No valid records to import',
      code: 'VALIDATION',
      errors: [
        { row: 2, field: 'quantity', message: 'Quantity must be a non-negative number' },
        { row: 3, field: 'branch_id', message: 'Branch ID must be a valid number' },
      ],
    });
    expect(await countGoods()).toBe(before);
  });

  it('when rows are sent as a JSON array, then they are imported with the same rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods/import',
      headers: admin,
      payload: [
        {
          name: 'Json Item',
          category: 'Toys',
          sku: 'JSON-1',
          quantity: 3,
          price_per_unit: 2.5,
          branch_id: 1,
          product_id: 'PRD-123-2',
        },
        { Name: 'Json Bad', Category: 'Toys', Quantity: 'many', ' branch_id ': 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 1,
      created: 1,
      skipped: 1,
      errors: [{ row: 3, field: 'quantity', message: 'Quantity must be a non-negative number' }],
    });
    expect(await bySku('JSON-1')).toMatchObject({ productId: 'PRD-123-2', pricePerUnit: '2.50' });
  });

  it('when the body is a text/csv file, then it is read like an upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods/import',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: `${HEADER}\nRaw Csv Item,Other,RAW-1,,1,,,,1,,\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().created).toBe(1);
  });

  it('when the template is downloaded and imported, then its 3 sample rows import with generated ids', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/goods/import/template', headers: admin });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.headers['content-disposition']).toBe('attachment; filename="goods_import_template.csv"');
    expect(template.body).toBe(IMPORT_TEMPLATE_CSV);
    const response = await uploadCsv(t.app, admin, template.body, 'goods_import_template.csv');
    expect(response.json()).toMatchObject({
      imported: 3,
      created: 3,
      errors: [],
      warnings: [{ row: 2 }, { row: 3 }, { row: 4 }],
    });
  });

  it("when a generated product id is already an item's, then it is drawn again, as often as needed", async () => {
    await seedGoods(t.db, [
      { branchId: 1, productId: 'PRD-424242' },
      { branchId: 1, productId: 'PRD-424243' },
      { branchId: 1, productId: 'PRD-424244' },
    ]);
    // The draws, in order: both rows get a taken id; drawn again, row 2 gets another taken one and
    // row 3 a free one; drawn once more, row 2 gets a free one.
    const draws = [0.4242421, 0.4242431, 0.4242441, 0.1111111, 0.2222221];
    const random = vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.9);
    try {
      const file = `${HEADER}\nDrawn Twice,Other,IMP-DRAW-1,,1,,,,1,,\nDrawn Once,Other,IMP-DRAW-2,,1,,,,1,,\n`;
      const response = await uploadCsv(t.app, admin, file);
      expect(response.json()).toMatchObject({ created: 2, errors: [] });
    } finally {
      random.mockRestore();
    }
    expect(draws).toEqual([]);
    expect(await bySku('IMP-DRAW-1')).toMatchObject({ productId: 'PRD-222222' });
    expect(await bySku('IMP-DRAW-2')).toMatchObject({ productId: 'PRD-111111' });
  });

  it('when a file is previewed, then the preview counts and reports exactly what its import then does, and writes nothing', async () => {
    // Every kind of row: new, updating by SKU, a row error, an unknown branch (caught only with the
    // database), a SKU repeated in the file, and a customer's lot (refused by the import).
    const [lot] = await t.db
      .select()
      .from(goods)
      .where(sql`${goods.ownerId} is not null`)
      .limit(1);
    const tag = Date.now().toString(36).toUpperCase();
    const file = [
      HEADER,
      `Preview New,Electronics,PRV-${tag}-1,Acme,5,1.50,,,1,3,`,
      `Preview New 2,Electronics,PRV-${tag}-2,,1,,,,1,,`,
      'Preview Scanner,Electronics,ele-1001,ScanTech Ltd,51,129.99,B-2401,,1,10,',
      `Preview Bad Qty,Electronics,PRV-${tag}-3,,-4,,,,1,,`,
      `Preview No Branch,Electronics,PRV-${tag}-4,,1,,,,999999,,`,
      `Preview Repeat,Electronics,prv-${tag}-1,,1,,,,1,,`,
      `Preview Lot,Other,,,1,,,,1,,${lot!.productId}`,
    ].join('\n');
    const before = await countGoods();
    const preview = await uploadCsv(t.app, admin, file, undefined, undefined, '/api/goods/import/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = preview.json();
    expect(expected).toMatchObject({ total: 7, created: 2, updated: 1, skipped: 4 });
    expect(expected.errors.map((e: { row: number; field: string }) => `${e.row} ${e.field}`)).toEqual([
      '5 quantity',
      '6 branch_id',
      '7 sku',
      '8 product_id',
    ]);
    expect(expected.rows.map((r: { row: number; updates: boolean }) => [r.row, r.updates])).toEqual([
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(await countGoods()).toBe(before);
    expect(await bySku(`PRV-${tag}-1`)).toBeUndefined();

    const imported = (await uploadCsv(t.app, admin, file)).json();
    expect(imported).toMatchObject({
      created: expected.created,
      updated: expected.updated,
      skipped: expected.skipped,
      errors: expected.errors,
      warnings: expected.warnings,
    });
    expect(await countGoods()).toBe(before + 2);
  });

  it('when a preview has no valid row or a bad body, then it says so and writes nothing', async () => {
    const none = await uploadCsv(
      t.app,
      admin,
      `${HEADER}\n,Electronics,,,1,,,,1,,\n`,
      undefined,
      undefined,
      '/api/goods/import/preview',
    );
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ total: 1, created: 0, updated: 0, skipped: 1, rows: [] });
    const notCsv = await uploadCsv(
      t.app,
      admin,
      Buffer.from([0xff, 0xfe, 0x00]),
      'x.csv',
      'text/csv',
      '/api/goods/import/preview',
    );
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json()).toHaveProperty('detail');
  });

  it('when two imports of the same new SKU race, then one creates it and the other updates it or gets 409', async () => {
    const file = `${HEADER}\nRacing Item,Other,RACE-IMPORT-1,,3,,,,1,,\n`;
    const responses = await Promise.all([uploadCsv(t.app, admin, file), uploadCsv(t.app, admin, file)]);
    const outcomes = responses.map((r) =>
      r.statusCode === 200 ? `created ${r.json().created}, updated ${r.json().updated}` : String(r.statusCode),
    );
    expect(outcomes).toContain('created 1, updated 0');
    expect(outcomes.filter((o) => o !== 'created 1, updated 0')).toEqual([
      expect.stringMatching(/^(created 0, updated 1|409)$/),
    ]);
    expect(await t.db.select().from(goods).where(eq(goods.sku, 'RACE-IMPORT-1'))).toHaveLength(1);
  });

  it('when 1,000 new items are imported, then the search indexes take them in soon after the answer', async () => {
    // New rows wait in the trigram indexes' pending lists (read linearly by every search) until
    // merged; the import merges them once it has answered (import.service.ts).
    await t.db.execute(sql`create extension if not exists pgstattuple`);
    const pendingPages = async () => {
      const result = await t.db.execute(sql`
        select sum((pgstatginindex(name::regclass)).pending_pages)::int as pages
        from unnest(array['goods_name_trgm_idx', 'goods_sku_trgm_idx', 'goods_supplier_trgm_idx']) as name`);
      return (result as unknown as { rows: { pages: number }[] }).rows[0]!.pages;
    };
    const rows = Array.from({ length: 1000 }, (_, i) => `Pending Item ${i},Other,PENDING-${i},Supplier ${i},1,,,,1,,`);
    const response = await uploadCsv(t.app, admin, [HEADER, ...rows].join('\n'));
    expect(response.json()).toMatchObject({ created: 1000, errors: [] });
    await vi.waitFor(async () => expect(await pendingPages()).toBe(0), { timeout: 10_000, interval: 100 });
  });

  it('when 1,000 items are imported, then the planner has statistics that count them soon after the answer', async () => {
    // Without fresh statistics the export's keyset pages were planned as sequential scans after a big
    // import; the import analyzes goods and the ledger once it has answered (import.service.ts).
    const analyzed = async () => {
      const result = await t.db.execute(sql`
        select relname, n_mod_since_analyze::int as modified, last_analyze is not null as analyzed
        from pg_stat_user_tables where relname in ('goods', 'stock_movements') order by relname`);
      return (result as unknown as { rows: { relname: string; modified: number; analyzed: boolean }[] }).rows;
    };
    const rows = Array.from({ length: 1000 }, (_, i) => `Analyzed Item ${i},Other,ANALYZED-${i},,1,,,,1,,`);
    const response = await uploadCsv(t.app, admin, [HEADER, ...rows].join('\n'));
    expect(response.json()).toMatchObject({ created: 1000, errors: [] });
    await vi.waitFor(
      async () =>
        expect(await analyzed()).toEqual([
          { relname: 'goods', modified: 0, analyzed: true },
          { relname: 'stock_movements', modified: 0, analyzed: true },
        ]),
      { timeout: 10_000, interval: 100 },
    );
  });
});
