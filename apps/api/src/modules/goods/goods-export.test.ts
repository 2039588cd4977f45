import { IMPORT_COLUMNS } from '@stockyard/domain';
import { parse } from 'csv-parse/sync';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, stockMovements, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { inDays, makeBranch, seedGoods, today, uploadCsv } from './goods.fixtures.js';

type Headers = Record<string, string>;

describe('goods CSV export', () => {
  let t: TestApp;
  let admin: Headers;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    branchId = (await makeBranch(t.db)).id;
    await seedGoods(t.db, [
      {
        branchId,
        name: '=HYPERLINK("http://evil.example","click")',
        sku: 'FORM-1',
        supplier: '+cmd|calc',
        category: 'Other',
        quantity: 4,
        pricePerUnit: '3.10',
      },
      {
        branchId,
        name: '-Minus, with comma',
        sku: 'FORM-2',
        supplier: '@sum',
        category: 'Books',
        quantity: 0,
        batchNo: '=B-9',
        expiryDate: inDays(5),
      },
      {
        branchId,
        name: 'Plain "quoted" item',
        sku: 'FORM-3',
        supplier: "'=already quoted",
        category: 'Documents',
        quantity: 20,
        lowStockThreshold: 0,
      },
    ]);
  });
  afterAll(async () => t.close());

  const exportCsv = (query = '', headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/goods/export?${query}`, headers });
  const rowsOf = (body: string) => parse(body, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

  it('when goods are exported, then a CSV attachment named for today has the import columns and the filtered rows', async () => {
    const response = await exportCsv(`branch=${branchId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="goods_export_${today()}.csv"`);
    expect(response.body.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    const rows = rowsOf(response.body);
    expect(rows.map((r) => r.sku)).toEqual(['FORM-1', 'FORM-2', 'FORM-3']);
    expect(rows[0]).toMatchObject({
      quantity: '4',
      price_per_unit: '3.10',
      branch_id: String(branchId),
      low_stock_threshold: '10',
    });
    expect(rows[1]!.expiry_date).toBe(inDays(5));
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'goods_export'));
    expect(logged.at(-1)).toMatchObject({
      category: 'goods',
      description: `Exported goods to CSV (branch=${branchId}, owner=warehouse)`,
    });
  });

  it('when cells start with = + - @ , then they are written with a leading quote', async () => {
    const rows = rowsOf((await exportCsv(`branch=${branchId}`)).body);
    expect(rows[0]!.name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[0]!.supplier).toBe(`'+cmd|calc`);
    expect(rows[1]!.name).toBe(`'-Minus, with comma`);
    expect(rows[1]!.supplier).toBe(`'@sum`);
    expect(rows[1]!.batch_no).toBe(`'=B-9`);
    expect(rows[2]!.supplier).toBe(`''=already quoted`);
    expect(rows[2]!.name).toBe('Plain "quoted" item');
  });

  it('when filters are given, then the export holds exactly the matching goods', async () => {
    const low = rowsOf((await exportCsv(`branch=${branchId}&stock_status=out-of-stock`)).body);
    expect(low.map((r) => r.sku)).toEqual(['FORM-2']);
    const soon = rowsOf((await exportCsv(`branch=${branchId}&expiry_status=expiring-soon&search=minus`)).body);
    expect(soon.map((r) => r.sku)).toEqual(['FORM-2']);
    const none = await exportCsv(`branch=${branchId}&category=Toys`);
    expect(none.body).toBe(`${IMPORT_COLUMNS.join(',')}\r\n`);
  });

  it('when the export is imported again, then every row updates its own item and nothing changes', async () => {
    const before = await t.db.select().from(goods).where(eq(goods.branchId, branchId)).orderBy(goods.id);
    const [ledgerBefore] = await t.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    const exported = (await exportCsv(`branch=${branchId}`)).body;
    const response = await uploadCsv(t.app, admin, exported, `goods_export_${today()}.csv`);
    expect(response.json()).toEqual({
      detail: 'Successfully imported 3 items',
      imported: 3,
      created: 0,
      updated: 3,
      skipped: 0,
      errors: [],
      warnings: [],
    });
    const after = await t.db.select().from(goods).where(eq(goods.branchId, branchId)).orderBy(goods.id);
    const strip = (rows: typeof before) => rows.map(({ updatedAt: _u, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    const [ledgerAfter] = await t.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(ledgerAfter!.n).toBe(ledgerBefore!.n);
  });

  const tally = async () => {
    const [total] = await t.db
      .select({ n: sql<number>`count(*)::int`, lots: sql<number>`(count(*) filter (where owner_id is not null))::int` })
      .from(goods);
    return { all: total!.n, lots: total!.lots, stock: total!.n - total!.lots };
  };

  it("when the export is asked for without an owner, then it holds warehouse stock only, with the import's columns", async () => {
    const counts = await tally();
    expect(counts.lots).toBeGreaterThanOrEqual(3);
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    const rows = rowsOf(response.body);
    expect(rows).toHaveLength(counts.stock);
    const lotIds = (await t.db.select({ productId: goods.productId }).from(goods).where(isNotNull(goods.ownerId))).map(
      (lot) => lot.productId,
    );
    expect(rows.filter((row) => lotIds.includes(row.product_id!))).toEqual([]);
  });

  it("when lots are asked for, then an owner column names each line's owner and is empty for stock", async () => {
    const counts = await tally();
    const [lot] = await t.db
      .select({ productId: goods.productId, first: users.firstName, last: users.lastName })
      .from(goods)
      .innerJoin(users, eq(users.id, goods.ownerId))
      .orderBy(goods.id)
      .limit(1);
    const everything = await exportCsv('owner=all');
    expect(everything.statusCode).toBe(200);
    expect(everything.body.split('\r\n')[0]).toBe([...IMPORT_COLUMNS, 'owner'].join(','));
    const rows = rowsOf(everything.body);
    expect(rows).toHaveLength(counts.all);
    expect(rows.filter((row) => row.owner !== '')).toHaveLength(counts.lots);
    expect(rows.find((row) => row.product_id === lot!.productId)?.owner).toBe(`${lot!.first} ${lot!.last}`);
    expect(rows.find((row) => row.sku === 'FORM-1')?.owner).toBe('');

    const lotsOnly = rowsOf((await exportCsv('owner=customers')).body);
    expect(lotsOnly).toHaveLength(counts.lots);
    expect(lotsOnly.every((row) => row.owner !== '')).toBe(true);
    expect((await exportCsv('owner=nobody')).statusCode).toBe(400);
  });

  it("when stock and lots are exported and re-imported, then every item updates and every lot's line is refused with its reason, the lots unchanged", async () => {
    const counts = await tally();
    const lotsBefore = await t.db.select().from(goods).where(isNotNull(goods.ownerId)).orderBy(goods.id);
    const exported = (await exportCsv('owner=all')).body;
    const response = await uploadCsv(t.app, admin, exported);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 0, updated: counts.stock, skipped: counts.lots });
    // Every lot, the one without a branch too, is refused for what it is.
    expect(body.errors).toHaveLength(counts.lots);
    for (const error of body.errors as { field: string; message: string }[]) {
      expect(error).toMatchObject({
        field: 'owner',
        message: "This item is a customer's stored good: the import cannot change it",
      });
    }
    const lotsAfter = await t.db.select().from(goods).where(isNotNull(goods.ownerId)).orderBy(goods.id);
    expect(lotsAfter).toEqual(lotsBefore);
    expect((await tally()).all).toBe(counts.all);
  });

  it("when a lot's line names an owner but its product id is gone, then the import still refuses it rather than create stock", async () => {
    const before = await tally();
    const line = [...IMPORT_COLUMNS, 'owner'].join(',') + '\r\nPiano,Furniture,,,1,0,,,1,0,,Dana Diaz\r\n';
    const response = await uploadCsv(t.app, admin, line);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'No valid records to import',
      errors: [
        { row: 2, field: 'owner', message: "This item is a customer's stored good: the import cannot change it" },
      ],
    });
    expect(await tally()).toEqual(before);
  });

  it('when there are more rows than one batch, then the stream carries them all in id order', async () => {
    const bulkBranch = (await makeBranch(t.db)).id;
    await seedGoods(
      t.db,
      Array.from({ length: 2345 }, () => ({ branchId: bulkBranch })),
    );
    const rows = rowsOf((await exportCsv(`branch=${bulkBranch}`)).body);
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.product_id)).size).toBe(2345);
  });

  it('when a customer or nobody exports, then 403 or 401', async () => {
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect((await exportCsv('', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/goods/export' })).statusCode).toBe(401);
  });
});
