import {
  ASSIGNMENT_DUE_SOON_HOURS,
  EXPIRING_SOON_DAYS,
  STORAGE_REMINDER_DAYS,
  addDaysToIsoDate,
} from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { assignments, branches, goods, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.js';
import {
  claimDueSoonAssignments,
  claimEndingLots,
  claimOverdueAssignments,
  expiringForDigest,
  lowStockForDigest,
} from './reminders.repository.js';

const HOUR = 60 * 60 * 1000;
const ALL = 100_000;

/**
 * The reminder rules are the jobs' SQL (reminders.repository.ts): here each rule runs on the real
 * database at its boundaries, one row at a time, inside a transaction that is rolled back.
 */
describe('reminder rules, as the SQL applies them', () => {
  let t: TestApp;
  let employeeId: number;
  let customerId: number;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const byName = async (username: string) =>
      (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
    employeeId = await byName(DEMO.employee.username);
    customerId = await byName(DEMO.customer.username);
    branchId = (await t.db.select().from(branches).limit(1))[0]!.id;
  });
  afterAll(async () => t.close());

  /** Runs `work` in a transaction that is always rolled back, and answers what it returned. */
  async function rolledBack<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await t.db
      .transaction(async (tx) => {
        result = await work(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'Rollback') throw error;
      });
    return result as T;
  }

  const due = new Date('2031-03-10T23:59:59Z');
  const reminderOwed = (status: string, now: Date) =>
    rolledBack(async (tx) => {
      const [row] = await tx
        .insert(assignments)
        .values({ employeeId, branchId, task: 'Boundary', dueDate: due, status })
        .returning();
      const soon = (await claimDueSoonAssignments(tx, now)).some((claimed) => claimed.id === row!.id);
      const overdue = (await claimOverdueAssignments(tx, now)).some((claimed) => claimed.id === row!.id);
      return soon ? 'due_soon' : overdue ? 'overdue' : null;
    });

  it('when the due instant is more than 24 hours away, then no reminder is owed; at 24 hours it is due soon', async () => {
    expect(await reminderOwed('pending', new Date(due.getTime() - ASSIGNMENT_DUE_SOON_HOURS * HOUR - 1000))).toBeNull();
    expect(await reminderOwed('pending', new Date(due.getTime() - ASSIGNMENT_DUE_SOON_HOURS * HOUR))).toBe('due_soon');
    expect(await reminderOwed('in_progress', new Date('2031-03-10T12:00:00Z'))).toBe('due_soon');
  });

  it('when the due instant is now, then it is still due soon; a second later it is overdue', async () => {
    expect(await reminderOwed('scheduled', due)).toBe('due_soon');
    expect(await reminderOwed('pending', new Date(due.getTime() + 1000))).toBe('overdue');
    expect(await reminderOwed('in_progress', new Date('2031-04-01T00:00:00Z'))).toBe('overdue');
  });

  it('when the assignment is completed or cancelled, then nothing is owed, due or not', async () => {
    for (const status of ['completed', 'cancelled']) {
      expect(await reminderOwed(status, new Date('2031-03-10T12:00:00Z'))).toBeNull();
      expect(await reminderOwed(status, new Date('2031-03-12T00:00:00Z'))).toBeNull();
    }
  });

  const today = '2031-03-01';
  const storageOwed = (endDate: string, status: string) =>
    rolledBack(async (tx) => {
      const [row] = await tx
        .insert(goods)
        .values({
          productId: `LOT-${endDate}-${status}`,
          name: 'Boundary lot',
          category: 'Furniture',
          quantity: 1,
          lowStockThreshold: 0,
          branchId,
          ownerId: customerId,
          status,
          storageEndDate: endDate,
        })
        .returning();
      const claimed = (await claimEndingLots(tx, today)).find((lot) => lot.id === row!.id);
      return claimed ? claimed.endsOn : null;
    });

  it('when a stored lot ends today or within 7 days, then it is reminded; 8 days on or past, not', async () => {
    expect(await storageOwed(today, 'stored')).toBe(today);
    const lastDay = addDaysToIsoDate(today, STORAGE_REMINDER_DAYS);
    expect(await storageOwed(lastDay, 'active')).toBe(lastDay);
    expect(await storageOwed(addDaysToIsoDate(today, STORAGE_REMINDER_DAYS + 1), 'stored')).toBeNull();
    expect(await storageOwed('2031-02-28', 'stored')).toBeNull();
  });

  it('when the lot is not held in a warehouse, then it is not reminded', async () => {
    for (const status of ['pending', 'in_transit', 'delivered', 'inactive', 'removed']) {
      expect(await storageOwed('2031-03-05', status)).toBeNull();
    }
  });

  const digestLists = (quantity: number, threshold: number, expiryDate: string | null) =>
    rolledBack(async (tx) => {
      const name = `Digest boundary ${quantity}-${threshold}-${expiryDate}`;
      await tx.insert(goods).values({
        productId: `DIG-${quantity}-${threshold}-${expiryDate}`,
        name,
        category: 'Tools',
        quantity,
        lowStockThreshold: threshold,
        branchId,
        expiryDate,
      });
      return {
        low: (await lowStockForDigest(tx, ALL)).some((item) => item.name === name),
        expiring: (await expiringForDigest(tx, today, ALL)).some((item) => item.name === name),
      };
    });

  it('when stock is at or below its threshold, then the digest lists it as low (out of stock too)', async () => {
    expect((await digestLists(10, 10, null)).low).toBe(true);
    expect((await digestLists(0, 5, null)).low).toBe(true);
    expect((await digestLists(11, 10, null)).low).toBe(false);
  });

  it('when stock on the shelf expires within 30 days or has expired, then the digest lists it', async () => {
    expect((await digestLists(4, 0, addDaysToIsoDate(today, EXPIRING_SOON_DAYS))).expiring).toBe(true);
    expect((await digestLists(4, 0, '2031-02-20')).expiring).toBe(true);
    expect((await digestLists(4, 0, addDaysToIsoDate(today, EXPIRING_SOON_DAYS + 1))).expiring).toBe(false);
    expect((await digestLists(0, 0, '2031-03-05')).expiring).toBe(false);
  });
});
