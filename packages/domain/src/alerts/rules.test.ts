import { describe, expect, it } from 'vitest';
import {
  alertKey,
  assignmentConditions,
  branchConditions,
  branchNearFull,
  intakeConditions,
  itemConditions,
  newApplicationAlerts,
  reconcileAlerts,
  type AlertItem,
} from './rules.js';
import { alertSubscriptionsUpdateSchema } from './schemas.js';

const item = (over: Partial<AlertItem> = {}): AlertItem => ({
  id: 7,
  branchId: 2,
  name: 'Tape',
  sku: 'T-1',
  quantity: 50,
  lowStockThreshold: 10,
  expiryDate: null,
  ...over,
});

describe('alert rules', () => {
  it('when stock is at the threshold, then low stock holds; at zero, out of stock holds instead', () => {
    expect(itemConditions(item({ quantity: 11 }), '2026-01-01')).toEqual([]);
    expect(itemConditions(item({ quantity: 10 }), '2026-01-01').map((c) => c.kind)).toEqual(['low_stock']);
    expect(itemConditions(item({ quantity: 0 }), '2026-01-01').map((c) => c.kind)).toEqual(['out_of_stock']);
  });

  it('when an item expires within 30 days, then expiring soon holds; not once it has expired or further out', () => {
    const at = (expiryDate: string) => itemConditions(item({ expiryDate }), '2026-01-01').map((c) => c.kind);
    expect(at('2026-01-31')).toEqual(['expiring_soon']);
    expect(at('2026-01-01')).toEqual(['expiring_soon']);
    expect(at('2026-02-01')).toEqual([]);
    expect(at('2025-12-31')).toEqual([]);
  });

  it('when a branch reaches the High Usage label (85% used), then near full holds', () => {
    expect(branchNearFull({ capacity: 100, availableSpace: 16 })).toBe(false);
    expect(branchNearFull({ capacity: 100, availableSpace: 15 })).toBe(true);
    expect(branchNearFull({ capacity: 0, availableSpace: 0 })).toBe(false);
    expect(branchConditions({ id: 3, name: 'North', capacity: 200, availableSpace: 10 })).toEqual([
      { kind: 'branch_near_full', branchId: 3, subjectId: 0, subject: 'North', detail: '95%' },
    ]);
  });

  it('when an open assignment is past its due moment, then it is overdue; done or undated ones never are', () => {
    const now = new Date('2026-01-02T10:00:00Z');
    const a = {
      id: 4,
      branchId: 1,
      task: 'Count',
      dueAt: new Date('2026-01-02T09:59:59Z'),
      status: 'pending',
      kind: 'task',
    };
    expect(assignmentConditions(a, now)).toHaveLength(1);
    expect(assignmentConditions({ ...a, dueAt: now }, now)).toEqual([]);
    expect(assignmentConditions({ ...a, status: 'completed' }, now)).toEqual([]);
    expect(assignmentConditions({ ...a, dueAt: null }, now)).toEqual([]);
  });

  it('when a condition holds for a subscriber without an open alert, then it opens once; when it clears, the alert clears', () => {
    const subs = [{ userId: 1, branchId: 2, kind: 'low_stock' as const }];
    const low = itemConditions(item({ quantity: 3 }), '2026-01-01');
    const first = reconcileAlerts(subs, low, []);
    expect(first.toOpen).toHaveLength(1);
    const open = [{ id: 9, userId: 1, branchId: 2, kind: 'low_stock' as const, subjectId: 7 }];
    expect(reconcileAlerts(subs, low, open)).toEqual({ toOpen: [], toClear: [] });
    expect(reconcileAlerts(subs, [], open)).toEqual({ toOpen: [], toClear: [9] });
    // Another branch or another kind is not this subscriber's.
    expect(reconcileAlerts([{ ...subs[0]!, branchId: 5 }], low, []).toOpen).toEqual([]);
    expect(reconcileAlerts([{ ...subs[0]!, kind: 'out_of_stock' }], low, []).toOpen).toEqual([]);
    // An unsubscribed condition's open alert clears too.
    expect(reconcileAlerts([], low, open).toClear).toEqual([9]);
  });

  it('when an open intake is due tomorrow, then intake due tomorrow holds; today, later or a plain task do not', () => {
    const a = {
      id: 5,
      branchId: 1,
      task: 'Intake',
      dueAt: new Date('2026-01-02T15:00:00Z'),
      status: 'scheduled',
      kind: 'intake',
    };
    expect(intakeConditions(a, '2026-01-01').map((c) => c.kind)).toEqual(['intake_due_tomorrow']);
    expect(intakeConditions(a, '2026-01-02')).toEqual([]);
    expect(intakeConditions(a, '2025-12-31')).toEqual([]);
    expect(intakeConditions({ ...a, kind: 'task' }, '2026-01-01')).toEqual([]);
    expect(intakeConditions({ ...a, status: 'completed' }, '2026-01-01')).toEqual([]);
  });

  it('when an application arrives, then each new-application subscriber is told once, whatever their branches', () => {
    const subs = [
      { userId: 1, branchId: 4, kind: 'new_application' as const },
      { userId: 1, branchId: 2, kind: 'new_application' as const },
      { userId: 2, branchId: 4, kind: 'low_stock' as const },
    ];
    expect(newApplicationAlerts(subs, { id: 9, itemType: 'Furniture', customer: 'Ann Lee' })).toEqual([
      { userId: 1, kind: 'new_application', branchId: 2, subjectId: 9, subject: 'Furniture', detail: 'Ann Lee' },
    ]);
  });

  it('when keys are built, then user, branch, kind and subject all tell alerts apart', () => {
    const key = alertKey({ userId: 1, branchId: 2, kind: 'low_stock', subjectId: 3 });
    expect(key).not.toBe(alertKey({ userId: 1, branchId: 2, kind: 'out_of_stock', subjectId: 3 }));
    expect(key).not.toBe(alertKey({ userId: 1, branchId: 3, kind: 'low_stock', subjectId: 3 }));
  });

  it('when a subscription request is bad, then it is refused', () => {
    const ok = { subscriptions: [{ branch_id: 1, kind: 'low_stock' }], digest: false, revision: '0a1b2c3d' };
    expect(alertSubscriptionsUpdateSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, subscriptions: [{ branch_id: 1, kind: 'weather' }] },
      { ...ok, subscriptions: [{ branch_id: 0, kind: 'low_stock' }] },
      { subscriptions: [] },
      { ...ok, extra: true },
    ])
      expect(alertSubscriptionsUpdateSchema.safeParse(bad).success).toBe(false);
  });
});
