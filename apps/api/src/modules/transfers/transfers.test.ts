import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, stockMovements, stockTransfers } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('stock transfers between branches', () => {
  let t: TestApp;
  let admin: Session;
  let sender: Session;
  let receiver: Session;
  let from: number;
  let to: number;

  const post = (session: Session, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const quantityOf = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!.quantity;
  const itemAt = (branchId: number, sku: string) =>
    t.db
      .select()
      .from(goods)
      .where(and(eq(goods.branchId, branchId), sql`lower(${goods.sku}) = lower(${sku})`));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    from = await createBranch(t.app, admin.headers, 1000);
    to = await createBranch(t.app, admin.headers, 1000);
    const senderBody = newUserBody(from);
    const receiverBody = newUserBody(to);
    await createViaApi(t.app, admin.headers, senderBody);
    await createViaApi(t.app, admin.headers, receiverBody);
    [sender, receiver] = await Promise.all([signIn(t.app, senderBody), signIn(t.app, receiverBody)]);
  });
  afterAll(async () => t.close());

  it('when stock is sent, then it leaves the source at once, is in transit, and the destination receives it with a shortfall written off', async () => {
    const sku = unique('TRF');
    const [item] = await seedGoods(t.db, [{ branchId: from, sku, quantity: 40, name: 'Pallet Wrap' }]);
    const created = await post(sender, '/api/transfers', {
      good_id: item!.id,
      to_branch_id: to,
      quantity: 15,
      note: 'Weekly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json();
    expect(transfer).toMatchObject({ status: 'in_transit', quantity: 15, sku, can_cancel: true, can_receive: false });
    expect(await quantityOf(item!.id)).toBe(25);
    const list = (await t.app.inject({ method: 'GET', url: '/api/transfers', headers: receiver.headers })).json();
    expect(list.in_transit_units).toBe(15);
    expect(list.transfers[0]).toMatchObject({ id: transfer.id, can_receive: true, can_cancel: false });

    // The sender does not work at the destination: they cannot receive it.
    expect(
      (await post(sender, `/api/transfers/${transfer.id}/receive`, { received_quantity: 15, version: 1 })).statusCode,
    ).toBe(403);
    const noReason = await post(receiver, `/api/transfers/${transfer.id}/receive`, {
      received_quantity: 12,
      version: 1,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('shortfall_reason');
    expect(
      (await post(receiver, `/api/transfers/${transfer.id}/receive`, { received_quantity: 16, version: 1 })).statusCode,
    ).toBe(400);

    const received = await post(receiver, `/api/transfers/${transfer.id}/receive`, {
      received_quantity: 12,
      shortfall_reason: 'Three crushed in transit',
      version: 1,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', received_quantity: 12, shortfall: 3, version: 2 });
    const [destination] = await itemAt(to, sku);
    expect(destination).toMatchObject({ quantity: 12, name: 'Pallet Wrap', branchId: to });
    const reference = transfer.reference as string;
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.referenceNumber, reference));
    expect(ledger.map((m) => [m.goodId, m.type, m.quantity, m.reason])).toEqual([
      [item!.id, 'outward', 15, 'Transfer out'],
      [destination!.id, 'inward', 15, 'Transfer in'],
      [destination!.id, 'outward', 3, 'Transfer shortfall'],
    ]);
    // Received once only; a cancel after receipt is refused.
    expect(
      (
        await post(receiver, `/api/transfers/${transfer.id}/receive`, {
          received_quantity: 12,
          shortfall_reason: 'x',
          version: 2,
        })
      ).statusCode,
    ).toBe(409);
    expect((await post(sender, `/api/transfers/${transfer.id}/cancel`, { version: 2 })).statusCode).toBe(409);
  });

  it('when the destination already has the SKU, then that item is topped up (matched case-insensitively)', async () => {
    const sku = unique('MATCH');
    const [source] = await seedGoods(t.db, [{ branchId: from, sku, quantity: 10 }]);
    const [target] = await seedGoods(t.db, [{ branchId: to, sku: sku.toLowerCase(), quantity: 4 }]);
    const created = (
      await post(sender, '/api/transfers', { good_id: source!.id, to_branch_id: to, quantity: 6 })
    ).json();
    const received = await post(receiver, `/api/transfers/${created.id}/receive`, { received_quantity: 6, version: 1 });
    expect(received.json()).toMatchObject({ destination_good_id: target!.id, shortfall: 0 });
    expect(await quantityOf(target!.id)).toBe(10);
    expect(await itemAt(to, sku)).toHaveLength(1);
  });

  it('when a transfer is cancelled before receipt, then the stock returns to the source', async () => {
    const [source] = await seedGoods(t.db, [{ branchId: from, sku: unique('CXL'), quantity: 9 }]);
    const created = (
      await post(sender, '/api/transfers', { good_id: source!.id, to_branch_id: to, quantity: 9 })
    ).json();
    expect(await quantityOf(source!.id)).toBe(0);
    expect((await post(receiver, `/api/transfers/${created.id}/cancel`, { version: 1 })).statusCode).toBe(403);
    const cancelled = await post(sender, `/api/transfers/${created.id}/cancel`, { version: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await quantityOf(source!.id)).toBe(9);
    expect(
      (await post(receiver, `/api/transfers/${created.id}/receive`, { received_quantity: 9, version: 2 })).statusCode,
    ).toBe(409);
  });

  it('when the input is bad, then 400/409 and nothing moves', async () => {
    const [source] = await seedGoods(t.db, [{ branchId: from, sku: unique('BAD'), quantity: 5 }]);
    const [noSku] = await seedGoods(t.db, [{ branchId: from, quantity: 5 }]);
    const cases: [object, number][] = [
      [{ good_id: source!.id, to_branch_id: to, quantity: 0 }, 400],
      [{ good_id: source!.id, to_branch_id: to, quantity: 1.5 }, 400],
      [{ good_id: source!.id, to_branch_id: to }, 400],
      [{ good_id: source!.id, to_branch_id: from, quantity: 1 }, 400],
      [{ good_id: source!.id, to_branch_id: 999_999, quantity: 1 }, 400],
      [{ good_id: noSku!.id, to_branch_id: to, quantity: 1 }, 400],
      [{ good_id: source!.id, to_branch_id: to, quantity: 6 }, 409],
      [{ good_id: 999_999, to_branch_id: to, quantity: 1 }, 404],
    ];
    for (const [body, status] of cases)
      expect((await post(sender, '/api/transfers', body)).statusCode, JSON.stringify(body)).toBe(status);
    // The receiver's staff cannot send the source branch's stock (not theirs: 404).
    expect(
      (await post(receiver, '/api/transfers', { good_id: source!.id, to_branch_id: to, quantity: 1 })).statusCode,
    ).toBe(404);
    expect(await quantityOf(source!.id)).toBe(5);
    expect(await t.db.select().from(stockTransfers).where(eq(stockTransfers.sourceGoodId, source!.id))).toEqual([]);
  });

  it('when 20 transfers, receipts, cancels and stock movements race on one item, then stock is never lost or counted twice', async () => {
    const sku = unique('RACE');
    const [source] = await seedGoods(t.db, [{ branchId: from, sku, quantity: 200 }]);
    const sends = Array.from({ length: 20 }, () =>
      post(sender, '/api/transfers', { good_id: source!.id, to_branch_id: to, quantity: 5 }),
    );
    const moves = Array.from({ length: 10 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/goods/${source!.id}/stock`,
        headers: sender.headers,
        payload:
          i % 2 === 0
            ? { type: 'inward', quantity: 3, reason: 'Purchase Receipt' }
            : { type: 'outward', quantity: 2, reason: 'Sale' },
      }),
    );
    const results = await Promise.all([...sends, ...moves]);
    expect(results.map((r) => r.statusCode).every((code) => code === 200 || code === 201)).toBe(true);
    const transfers = results.slice(0, 20).map((r) => r.json() as { id: number });
    // Half are received (some with a shortfall), a quarter cancelled, the rest stay in transit, all at once.
    await Promise.all(
      transfers.map((transfer, i) =>
        i % 4 === 3
          ? post(sender, `/api/transfers/${transfer.id}/cancel`, { version: 1 })
          : i % 2 === 0
            ? post(receiver, `/api/transfers/${transfer.id}/receive`, {
                received_quantity: i % 3 === 0 ? 4 : 5,
                shortfall_reason: 'Damaged',
                version: 1,
              })
            : Promise.resolve(null),
      ),
    );
    const [destination] = await itemAt(to, sku);
    const rows = await t.db.select().from(stockTransfers).where(eq(stockTransfers.sourceGoodId, source!.id));
    const inTransit = rows.filter((r) => r.status === 'in_transit').reduce((n, r) => n + r.quantity, 0);
    const shortfall = rows.reduce((n, r) => n + (r.receivedQuantity === null ? 0 : r.quantity - r.receivedQuantity), 0);
    const netMoves = 5 * 3 - 5 * 2;
    expect((await quantityOf(source!.id)) + destination!.quantity + inTransit + shortfall).toBe(200 + netMoves);
    expect(rows.filter((r) => r.status === 'received')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(5);
    // Each item's ledger adds up to its stock.
    for (const id of [source!.id, destination!.id]) {
      const [sum] = await t.db
        .select({
          net: sql<number>`coalesce(sum(case when ${stockMovements.type} = 'inward' then ${stockMovements.quantity} else -${stockMovements.quantity} end), 0)::int`,
        })
        .from(stockMovements)
        .where(eq(stockMovements.goodId, id));
      const start = id === source!.id ? 200 : 0;
      expect(start + sum!.net).toBe(await quantityOf(id));
    }
  });
});
