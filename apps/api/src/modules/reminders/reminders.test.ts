import { addDaysToIsoDate, todayIsoDate } from '@stockyard/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, branches, goods, notifications, sentReminders, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { expiringForDigest, lowStockForDigest } from './reminders.repository.js';
import { sendAssignmentReminders, sendDailyDigest, sendStorageReminders } from './reminders.service.js';

const HOUR = 60 * 60 * 1000;

describe('reminders and the daily digest', () => {
  let t: TestApp;
  let employeeId: number;
  let branchId: number;
  const tag = Date.now().toString(36);
  beforeAll(async () => {
    t = await createTestApp();
    const [employee] = await t.db.select().from(users).where(eq(users.username, DEMO.employee.username));
    employeeId = employee!.id;
    // The employee's own branch: staff act on the lots and work of their branches only.
    branchId = employee!.branchId!;
  });
  afterAll(async () => t.close());

  /** Bell messages of a user whose text mentions `text`. */
  const bells = (userId: number, text: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.message, `%${text}%`)));

  async function assignment(task: string, dueAt: Date, status = 'pending') {
    const [row] = await t.db
      .insert(assignments)
      .values({ employeeId, branchId, task, dueDate: dueAt, status })
      .returning();
    return row!;
  }

  it('when assignments are due within 24 hours or overdue, then the employee is told once each, open ones only', async () => {
    const now = new Date();
    const soon = await assignment(`Count dock A ${tag}`, new Date(now.getTime() + 5 * HOUR));
    const later = await assignment(`Count dock B ${tag}`, new Date(now.getTime() + 30 * HOUR));
    const late = await assignment(`Count dock C ${tag}`, new Date(now.getTime() - 48 * HOUR), 'in_progress');
    const done = await assignment(`Count dock D ${tag}`, new Date(now.getTime() + 5 * HOUR), 'completed');
    const dropped = await assignment(`Count dock E ${tag}`, new Date(now.getTime() - 5 * HOUR), 'cancelled');

    const first = await sendAssignmentReminders(t.db, now);
    expect(first.dueSoon).toBeGreaterThanOrEqual(1);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    expect(await bells(employeeId, soon.task)).toEqual([
      expect.objectContaining({ title: 'Assignment due soon', link: '/employee/assignments' }),
    ]);
    expect(await bells(employeeId, late.task)).toHaveLength(1);
    for (const quiet of [later, done, dropped]) expect(await bells(employeeId, quiet.task)).toEqual([]);

    // A rerun (a retry, a second process) sends nothing again.
    expect(await sendAssignmentReminders(t.db, now)).toEqual({ dueSoon: 0, overdue: 0 });
    expect(await bells(employeeId, soon.task)).toHaveLength(1);
    expect(await bells(employeeId, late.task)).toHaveLength(1);
    const log = await t.db.select().from(sentReminders).where(eq(sentReminders.subjectId, soon.id));
    expect(log).toEqual([expect.objectContaining({ kind: 'assignment_due_soon' })]);

    // Once the due-soon one is past due, it is owed (and sent) its overdue reminder, once.
    const afterDue = new Date(now.getTime() + 6 * HOUR);
    await sendAssignmentReminders(t.db, afterDue);
    await sendAssignmentReminders(t.db, afterDue);
    expect((await bells(employeeId, soon.task)).map((bell) => bell.title).sort()).toEqual([
      'Assignment due soon',
      'Assignment overdue',
    ]);
    // The later one entered its 24 hours by then.
    expect(await bells(employeeId, later.task)).toHaveLength(1);
  });

  it('when a due date moves, then the assignment is reminded again for the new one', async () => {
    const now = new Date();
    const moved = await assignment(`Recount ${tag}`, new Date(now.getTime() + 2 * HOUR));
    await sendAssignmentReminders(t.db, now);
    await t.db
      .update(assignments)
      .set({ dueDate: new Date(now.getTime() + 20 * HOUR) })
      .where(eq(assignments.id, moved.id));
    await sendAssignmentReminders(t.db, now);
    expect(await bells(employeeId, moved.task)).toHaveLength(2);
  });

  it('when a stored lot ends within 7 days, then its customer is told once; a later end or an unstored lot is not', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const employee = await signIn(t.app, DEMO.employee);
    const today = todayIsoDate();
    const store = async (name: string, endsIn: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/goods/my-goods',
        headers: customer.headers,
        payload: {
          name,
          category: 'Furniture',
          value: 120,
          storage_date: today,
          storage_end_date: addDaysToIsoDate(today, endsIn),
          branch_id: branchId,
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().storage_end_date).toBe(addDaysToIsoDate(today, endsIn));
      return response.json() as { id: number; version: number };
    };
    const moveToStored = async (lot: { id: number; version: number }) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/customer-goods/${lot.id}/status`,
        headers: employee.headers,
        payload: { status: 'stored', version: lot.version },
      });
      expect(response.statusCode).toBe(200);
    };
    const ending = await store(`Oak wardrobe ${tag}`, 5);
    await moveToStored(ending);
    const far = await store(`Piano ${tag}`, 20);
    await moveToStored(far);
    // Not yet brought in (pending): no reminder, whatever its end date.
    await store(`Bicycle ${tag}`, 3);

    const first = await sendStorageReminders(t.db);
    expect(first.lots).toBeGreaterThanOrEqual(1);
    expect(await sendStorageReminders(t.db)).toEqual({ lots: 0 });
    expect(await bells(customer.user.id, `Oak wardrobe ${tag}`)).toEqual([
      expect.objectContaining({ title: 'Storage period ending soon', link: '/customer/dashboard' }),
    ]);
    expect(await bells(customer.user.id, `Piano ${tag}`)).toEqual([]);
    expect(await bells(customer.user.id, `Bicycle ${tag}`)).toEqual([]);
    const [log] = await t.db.select().from(sentReminders).where(eq(sentReminders.subjectId, ending.id));
    expect(log).toMatchObject({ kind: 'storage_reminder', occasion: `7d:${addDaysToIsoDate(today, 5)}` });

    // Two weeks on, the piano's end is within 7 days: it gets its reminder then.
    const later = new Date(Date.now() + 14 * 24 * HOUR);
    await sendStorageReminders(t.db, later);
    expect(await bells(customer.user.id, `Piano ${tag}`)).toHaveLength(1);
  });

  it('when a storage end date is before the storage date or not a date, then Store Goods refuses it', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const today = todayIsoDate();
    for (const storage_end_date of [today, '2020-01-01', 'soon']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/goods/my-goods',
        headers: customer.headers,
        payload: { name: `Bad end ${tag}`, category: 'Books', value: 1, storage_date: today, storage_end_date },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'storage_end_date' })]);
    }
    expect(
      await t.db
        .select()
        .from(goods)
        .where(eq(goods.name, `Bad end ${tag}`)),
    ).toEqual([]);
  });

  it('when stock is low or expiring, then staff get one digest a day listing it', async () => {
    const today = todayIsoDate();
    await t.db.insert(goods).values([
      {
        productId: `PRD-LOW-${tag}`,
        name: `Empty crate ${tag}`,
        category: 'Tools',
        sku: `LOW-${tag}`,
        quantity: 0,
        lowStockThreshold: 5,
        branchId,
      },
      {
        productId: `PRD-EXP-${tag}`,
        name: `Old glue ${tag}`,
        category: 'Tools',
        sku: `EXP-${tag}`,
        quantity: 40,
        lowStockThreshold: 5,
        expiryDate: '2000-01-01',
        branchId,
      },
    ]);
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, branchId));
    expect((await lowStockForDigest(t.db, 50))[0]).toEqual({
      name: `Empty crate ${tag}`,
      sku: `LOW-${tag}`,
      quantity: 0,
      threshold: 5,
      branch: branch!.name,
    });
    expect((await expiringForDigest(t.db, today, 50))[0]).toEqual({
      name: `Old glue ${tag}`,
      sku: `EXP-${tag}`,
      expires_on: '2000-01-01',
      branch: branch!.name,
    });
    // Customers' lots are not stock: never in the digest.
    expect((await lowStockForDigest(t.db, 1000)).some((item) => item.name.includes('wardrobe'))).toBe(false);

    const sent = await sendDailyDigest(t.db);
    expect(sent).toMatchObject({ sent: true });
    expect(sent.lowStock).toBeGreaterThanOrEqual(1);
    expect(sent.expiring).toBeGreaterThanOrEqual(1);
    expect(await sendDailyDigest(t.db)).toMatchObject({ sent: false });

    const [admin] = await t.db.select().from(users).where(eq(users.username, DEMO.admin.username));
    const [customer] = await t.db.select().from(users).where(eq(users.username, DEMO.customer.username));
    const digests = (userId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Daily stock digest')));
    expect(await digests(admin!.id)).toHaveLength(1);
    expect(await digests(employeeId)).toHaveLength(1);
    expect(await digests(customer!.id)).toEqual([]);
  });

  it('when nothing is low or expiring, then no digest goes out', async () => {
    await t.db.update(goods).set({ lowStockThreshold: 0, expiryDate: null });
    await t.db.update(goods).set({ quantity: 1 }).where(eq(goods.quantity, 0));
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    expect(await sendDailyDigest(t.db, tomorrow)).toEqual({ sent: false, lowStock: 0, expiring: 0 });
    const claimed = await t.db
      .select()
      .from(sentReminders)
      .where(and(eq(sentReminders.kind, 'daily_digest'), eq(sentReminders.occasion, todayIsoDate(tomorrow))));
    expect(claimed).toEqual([]);
  });
});
