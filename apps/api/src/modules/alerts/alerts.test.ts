import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSubscriptions, branchAlerts, branches, goods, notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { evaluateBranchAlerts, sendAlertDigests } from './alerts.service.js';

type Session = Awaited<ReturnType<typeof signIn>> & { id: number };

describe('per-branch alerts', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let digestReader: Session;
  let home: number;
  let other: number;

  const read = async (session: Session) =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts/subscriptions', headers: session.headers })).json();
  /** A save from a fresh read (its revision), unless the payload names one. */
  const put = async (session: Session, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/alerts/subscriptions',
      headers: session.headers,
      payload: { revision: (await read(session)).revision, ...payload },
    });
  const bells = (userId: number, text: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.message, `%${text}%`)));
  const setStock = (id: number, quantity: number) => t.db.update(goods).set({ quantity }).where(eq(goods.id, id));
  const employee = async (branchId: number): Promise<Session> => {
    const body = newUserBody(branchId);
    const created = await createViaApi(t.app, admin.headers, body);
    return { ...(await signIn(t.app, body)), id: created };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = { ...(await signIn(t.app, DEMO.admin)), id: 0 };
    home = await createBranch(t.app, admin.headers, 1000);
    other = await createBranch(t.app, admin.headers, 1000);
    staff = await employee(home);
    digestReader = await employee(home);
  });
  afterAll(async () => t.close());

  it('when an employee subscribes to a branch they do not work at, then 403 and nothing is stored', async () => {
    const refused = await put(staff, { subscriptions: [{ branch_id: other, kind: 'low_stock' }], digest: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You do not work at this branch');
    expect(await t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, staff.id))).toEqual([]);
    const read = await t.app.inject({ method: 'GET', url: '/api/alerts/subscriptions', headers: staff.headers });
    expect(read.json()).toMatchObject({ subscriptions: [], digest: false });
    expect(read.json().branches.map((b: { id: number }) => b.id)).toEqual([home]);
  });

  it('when the request is bad, then 400 with a detail and the stored set stays', async () => {
    expect(
      (await put(staff, { subscriptions: [{ branch_id: home, kind: 'low_stock' }], digest: false })).statusCode,
    ).toBe(200);
    for (const payload of [
      { subscriptions: [{ branch_id: home, kind: 'weather' }], digest: false },
      { subscriptions: [{ branch_id: 'x', kind: 'low_stock' }], digest: false },
      { subscriptions: [] },
    ]) {
      const answer = await put(staff, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail).toEqual(expect.any(String));
    }
    const stored = await t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, staff.id));
    expect(stored.map((s) => s.kind)).toEqual(['low_stock']);
  });

  it('when a condition holds, then the subscriber is told once, and again only after it cleared', async () => {
    const saved = await put(staff, {
      subscriptions: [
        { branch_id: home, kind: 'low_stock' },
        { branch_id: home, kind: 'out_of_stock' },
      ],
      digest: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().subscriptions).toHaveLength(2);
    const name = unique('Shrink Film');
    const [item] = await seedGoods(t.db, [{ branchId: home, name, quantity: 4, lowStockThreshold: 10 }]);

    await evaluateBranchAlerts(t.db);
    expect(await bells(staff.id, name)).toEqual([expect.objectContaining({ title: 'Low stock' })]);
    // Still low: a second run (or a second process) tells nothing again.
    await evaluateBranchAlerts(t.db);
    await evaluateBranchAlerts(t.db);
    expect(await bells(staff.id, name)).toHaveLength(1);

    // Restocked: the alert clears, nobody is told.
    await setStock(item!.id, 50);
    await evaluateBranchAlerts(t.db);
    const [cleared] = await t.db.select().from(branchAlerts).where(eq(branchAlerts.subjectId, item!.id));
    expect(cleared!.clearedAt).not.toBeNull();
    expect(await bells(staff.id, name)).toHaveLength(1);

    // Low again: told again, once.
    await setStock(item!.id, 3);
    await evaluateBranchAlerts(t.db);
    await evaluateBranchAlerts(t.db);
    expect(await bells(staff.id, name)).toHaveLength(2);

    // Out of stock is its own condition: low clears, out of stock is told.
    await setStock(item!.id, 0);
    await evaluateBranchAlerts(t.db);
    const titles = (await bells(staff.id, name)).map((b) => b.title).sort();
    expect(titles).toEqual(['Low stock', 'Low stock', 'Out of stock']);
    const open = await t.db
      .select()
      .from(branchAlerts)
      .where(and(eq(branchAlerts.subjectId, item!.id), isNull(branchAlerts.clearedAt)));
    expect(open.map((a) => a.kind)).toEqual(['out_of_stock']);
  });

  it('when two evaluations run at once, then each condition is told once', async () => {
    const name = unique('Pallet Labels');
    await seedGoods(t.db, [{ branchId: home, name, quantity: 0 }]);
    await Promise.all([evaluateBranchAlerts(t.db), evaluateBranchAlerts(t.db), evaluateBranchAlerts(t.db)]);
    expect(await bells(staff.id, name)).toHaveLength(1);
  });

  it('when the reader prefers the digest, then the alert waits for it and comes once in the digest', async () => {
    await put(digestReader, { subscriptions: [{ branch_id: home, kind: 'low_stock' }], digest: true });
    const name = unique('Strapping Band');
    await seedGoods(t.db, [{ branchId: home, name, quantity: 2, lowStockThreshold: 5 }]);
    await evaluateBranchAlerts(t.db);
    expect(await bells(digestReader.id, name)).toEqual([]);
    const sent = await t.db.transaction((tx) => sendAlertDigests(tx, '2026-12-01'));
    expect(sent).toBeGreaterThanOrEqual(1);
    const digest = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, digestReader.id), eq(notifications.title, 'Branch alerts')));
    expect(digest).toHaveLength(1);
    // Claimed: a second digest run sends nothing again.
    expect(await t.db.transaction((tx) => sendAlertDigests(tx, '2026-12-01'))).toBe(0);
  });

  it('when a branch reaches the near-full threshold, then its subscribers are told once', async () => {
    const full = await createBranch(t.app, admin.headers, 100);
    const saved = await put(admin, { subscriptions: [{ branch_id: full, kind: 'branch_near_full' }], digest: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const [adminRow] = await t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.branchId, full));
    await t.db.update(branches).set({ otherUse: 84, availableSpace: 16 }).where(eq(branches.id, full));
    await evaluateBranchAlerts(t.db);
    const [{ name }] = (await t.db.select({ name: branches.name }).from(branches).where(eq(branches.id, full))) as [
      { name: string },
    ];
    expect(await bells(adminRow!.userId, name)).toEqual([]);
    await t.db.update(branches).set({ otherUse: 85, availableSpace: 15 }).where(eq(branches.id, full));
    await evaluateBranchAlerts(t.db);
    await evaluateBranchAlerts(t.db);
    expect(await bells(adminRow!.userId, name)).toEqual([
      expect.objectContaining({ title: 'Branch nearly full', message: `${name} is nearly full: 85% used.` }),
    ]);
  });
  it('when a second tab saves from the set as it was before the first tab saved, then 409 with the current set and the first save stays', async () => {
    const opened = await read(staff);
    const first = await put(staff, {
      subscriptions: [{ branch_id: home, kind: 'out_of_stock' }],
      digest: false,
      revision: opened.revision,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().revision).not.toBe(opened.revision);
    const second = await put(staff, {
      subscriptions: [{ branch_id: home, kind: 'expiring_soon' }],
      digest: true,
      revision: opened.revision,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { subscriptions: [{ branch_id: home, kind: 'out_of_stock' }], digest: false },
    });
    const stored = await t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, staff.id));
    expect(stored.map((row) => [row.kind, row.digest])).toEqual([['out_of_stock', false]]);
    // Without a revision, the save is refused as bad input.
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/subscriptions',
      headers: staff.headers,
      payload: { subscriptions: [], digest: false },
    });
    expect(bare.statusCode).toBe(400);
  });
});
