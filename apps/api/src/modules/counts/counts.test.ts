import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, stockCounts, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { countAll, countsClient, linesOf, type Session } from './counts.fixtures.js';

describe('stock counts: sessions and counting', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let branchA: number;
  let branchB: number;
  let counter: ReturnType<typeof countsClient>;
  let boss: ReturnType<typeof countsClient>;
  const items = { bolts: 0, nuts: 0, paint: 0, lot: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    branchA = await createBranch(t.app, admin.headers, 1000);
    branchB = await createBranch(t.app, admin.headers, 1000);
    const body = newUserBody(branchA);
    await createViaApi(t.app, admin.headers, body);
    employee = await signIn(t.app, body);
    counter = countsClient(t, employee);
    boss = countsClient(t, admin);
    const customer = await registerCustomer(t.app);
    const [bolts, nuts, paint, lot] = await seedGoods(t.db, [
      { branchId: branchA, name: 'Bolts', sku: unique('BLT'), category: 'Hardware', location: 'A-01-1', quantity: 40 },
      { branchId: branchA, name: 'Nuts', sku: unique('NUT'), category: 'Hardware', location: 'A-02-3', quantity: 12 },
      { branchId: branchA, name: 'Paint', sku: unique('PNT'), category: 'Paint', location: 'B-01-1', quantity: 7 },
      { branchId: branchA, ownerId: customer.user.id, lowStockThreshold: 0, quantity: 1, status: 'stored' },
    ]);
    Object.assign(items, { bolts: bolts!.id, nuts: nuts!.id, paint: paint!.id, lot: lot!.id });
    await seedGoods(t.db, [{ branchId: branchB, name: 'Elsewhere', quantity: 3 }]);
  });
  afterAll(async () => t.close());

  it('when an employee starts a count of all items, then every warehouse item of the branch is a line and no lot is', async () => {
    const created = await counter.create({ branch_id: branchA, scope: 'all', note: 'Year end' });
    expect(created.statusCode, created.body).toBe(201);
    const count = created.json();
    expect(count).toMatchObject({
      reference: `CNT-${count.id}`,
      status: 'counting',
      blind: true,
      scope: 'all',
      line_count: 3,
      counted_count: 0,
      branch: { id: branchA },
      note: 'Year end',
    });
    expect(count.lines.map((line: { good_id: number }) => line.good_id).sort()).toEqual(
      [items.bolts, items.nuts, items.paint].sort(),
    );
    expect(created.headers.etag).toBe(`"${count.version}"`);
  });

  it('when a blind count is created, read, listed and counted, then no response contains the expected quantity', async () => {
    const created = await counter.create({ branch_id: branchA, scope: 'category', category: 'hardware' });
    const id = created.json().id as number;
    const bodies = [created.body, (await counter.get(id)).body, (await counter.call('GET', '')).body];
    const lines = (await counter.get(id)).json().lines;
    expect(lines).toHaveLength(2);
    const entered = await counter.enter(id, lines[0], 3);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ counted_quantity: 3, recount: false });
    bodies.push(entered.body, (await counter.get(id)).body);
    // Re-entered: replaces the quantity, from the line's new version.
    const again = await counter.enter(id, entered.json(), 4);
    expect(again.json().counted_quantity).toBe(4);
    bodies.push(again.body);
    for (const body of bodies) {
      expect(body).not.toContain('expected_quantity');
      expect(body).not.toContain('system_quantity');
    }
    // The reviewer's view stays closed while it is being counted.
    const early = await counter.review(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/submitted for review/);
    // The server recorded the item's quantity at the moment of counting.
    const stored = (await linesOf(t.db, id)).find((line) => line.id === lines[0].id)!;
    const item = (await t.db.select().from(goods).where(eq(goods.id, stored.goodId!)))[0]!;
    expect(stored).toMatchObject({ countedQuantity: 4, systemQuantity: item.quantity, unitPrice: item.pricePerUnit });
  });

  it('when a count is not blind, then its open lines show the quantity the item holds now', async () => {
    const created = await counter.create({ branch_id: branchA, scope: 'location', location: 'b-01', blind: false });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().lines).toEqual([expect.objectContaining({ good_id: items.paint, expected_quantity: 7 })]);
  });

  it('when a location is counted, then the items at it and below it are the lines', async () => {
    const created = await counter.create({ branch_id: branchA, scope: 'location', location: 'A-0' });
    expect(
      created
        .json()
        .lines.map((l: { good_id: number }) => l.good_id)
        .sort(),
    ).toEqual([items.bolts, items.nuts].sort());
  });

  it('when a count is started with bad input, then 400 with the field and nothing is stored', async () => {
    const before = (await t.db.select().from(stockCounts)).length;
    const cases: [object, string, number][] = [
      [{ branch_id: branchA, scope: 'category' }, 'category', 400],
      [{ branch_id: branchA, scope: 'location', location: ' ' }, 'location', 400],
      [{ branch_id: branchA, scope: 'shelf' }, 'scope', 400],
      [{ branch_id: 999_999, scope: 'all' }, 'branch_id', 400],
      [{ branch_id: branchA, scope: 'category', category: 'Nothing here' }, 'category', 400],
      [{ branch_id: branchB, scope: 'all' }, 'branch_id', 403],
    ];
    for (const [payload, field, status] of cases) {
      const response = await counter.create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().detail).toBeTruthy();
      expect(response.json().errors[0].field).toBe(field);
    }
    expect((await t.db.select().from(stockCounts)).length).toBe(before);
  });

  it('when a line is entered badly, without a version or from an old one, then it is refused and unchanged', async () => {
    const id = (await counter.create({ branch_id: branchA, scope: 'category', category: 'Paint' })).json().id;
    const [line] = (await counter.get(id)).json().lines;
    for (const bad of [-1, 2.5, 'seven', null]) {
      const response = await counter.call('PUT', `/${id}/lines/${line.id}`, { counted_quantity: bad, version: 1 });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors[0].field).toBe('counted_quantity');
    }
    const noVersion = await counter.call('PUT', `/${id}/lines/${line.id}`, { counted_quantity: 2 });
    expect(noVersion.statusCode).toBe(428);
    expect((await counter.enter(id, line, 2)).statusCode).toBe(200);
    const stale = await counter.enter(id, line, 9);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { counted_quantity: 2 } });
    expect(stale.body).not.toContain('expected_quantity');
    const missing = await counter.call('PUT', `/${id}/lines/999999`, { counted_quantity: 2, version: 1 });
    expect(missing.statusCode).toBe(404);
    const [stored] = await linesOf(t.db, id);
    expect(stored).toMatchObject({ countedQuantity: 2, version: 2 });
  });

  it('when a count is submitted with lines left, then 409; counted in full, it goes to review with the variances', async () => {
    const id = (await counter.create({ branch_id: branchA, scope: 'all' })).json().id;
    const early = await counter.act(id, 'submit');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('3 lines are not counted yet');
    await countAll(counter, t.db, id, { [items.bolts]: 38 });
    const submitted = await counter.act(id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'review', counted_count: 3 });
    expect(submitted.body).not.toContain('expected_quantity');
    const entry = await counter.enter(id, submitted.json().lines[0], 1);
    expect(entry.statusCode).toBe(409);
    const review = (await counter.review(id)).json();
    const bolts = review.lines.find((line: { good_id: number }) => line.good_id === items.bolts);
    expect(bolts).toMatchObject({ system_quantity: 40, counted_quantity: 38, variance: -2 });
    expect(review.totals).toMatchObject({ lines_with_variance: 1, units: -2 });
    // Nothing is posted before acceptance.
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, items.bolts));
    expect(ledger).toEqual([]);
  });

  it('when counts are listed, then an employee sees only their branches and may start counts only there', async () => {
    const other = await boss.create({ branch_id: branchB, scope: 'all' });
    expect(other.statusCode, other.body).toBe(201);
    const mine = (await counter.call('GET', '?limit=100')).json();
    expect(mine.counts.every((count: { branch: { id: number } }) => count.branch.id === branchA)).toBe(true);
    expect(mine.branches.map((b: { id: number }) => b.id)).toEqual([branchA]);
    const all = (await boss.call('GET', '?limit=100')).json();
    expect(all.counts.map((count: { id: number }) => count.id)).toContain(other.json().id);
    const reviewing = (await counter.call('GET', '?status=review')).json();
    expect(reviewing.counts.every((count: { status: string }) => count.status === 'review')).toBe(true);
    expect((await counter.call('GET', '?status=closed')).statusCode).toBe(400);
    expect((await counter.call('GET', '?limit=1000')).statusCode).toBe(400);
  });
});
