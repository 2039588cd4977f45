import { percentUsed, usageLabel } from '../branches/load.js';
import { daysUntil, expiryStatus, stockStatus, todayIsoDate } from '../goods/status.js';

/**
 * The conditions staff subscribe to per branch. Each holds for a subject (an item, the branch, an
 * assignment) and is told once while it holds; when it clears it may be told again later.
 */
export const ALERT_KINDS = [
  'low_stock',
  'out_of_stock',
  'expiring_soon',
  'branch_near_full',
  'overdue_assignment',
  'intake_due_tomorrow',
  'new_application',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Near full: the admin usage labels High Usage and Critical (85% used and above). */
export const NEAR_FULL_LABELS = ['High Usage', 'Critical'] as const;

export type AlertItem = {
  id: number;
  branchId: number;
  name: string;
  sku: string | null;
  quantity: number;
  lowStockThreshold: number;
  expiryDate: string | null;
};
export type AlertBranch = { id: number; name: string; capacity: number; availableSpace: number };
export type AlertAssignment = {
  id: number;
  branchId: number;
  task: string;
  dueAt: Date | null;
  status: string;
  /** 'task', or an agreement's 'intake' or 'release' step. */
  kind: string;
};

/** What holds now: the kind, where, about what (subject 0 is the branch itself), and its words. */
export type AlertCondition = {
  kind: AlertKind;
  branchId: number;
  subjectId: number;
  /** The item's name, the branch's name or the task: what a message names. */
  subject: string;
  /** A figure the message gives: stock left, percent used, the expiry date, the due moment. */
  detail: string;
};

const OPEN_ASSIGNMENT = new Set(['pending', 'in_progress', 'scheduled']);

/** Low stock is above zero and at or below the threshold; none is out of stock (never both). */
export function itemConditions(item: AlertItem, today: string): AlertCondition[] {
  const found: AlertCondition[] = [];
  const base = { branchId: item.branchId, subjectId: item.id, subject: item.name };
  const stock = stockStatus(item.quantity, item.lowStockThreshold);
  if (stock === 'out-of-stock') found.push({ ...base, kind: 'out_of_stock', detail: '0' });
  if (stock === 'low-stock') found.push({ ...base, kind: 'low_stock', detail: String(item.quantity) });
  if (item.expiryDate && expiryStatus(item.expiryDate, today) === 'expiring-soon')
    found.push({ ...base, kind: 'expiring_soon', detail: item.expiryDate });
  return found;
}

export function branchNearFull(branch: Pick<AlertBranch, 'capacity' | 'availableSpace'>): boolean {
  const label = usageLabel(percentUsed({ capacity: branch.capacity, available_space: branch.availableSpace }));
  return (NEAR_FULL_LABELS as readonly string[]).includes(label);
}

export function branchConditions(branch: AlertBranch): AlertCondition[] {
  if (!branchNearFull(branch)) return [];
  const percent = percentUsed({ capacity: branch.capacity, available_space: branch.availableSpace });
  return [{ kind: 'branch_near_full', branchId: branch.id, subjectId: 0, subject: branch.name, detail: `${percent}%` }];
}

/** Overdue: still open and its due moment has passed. */
export function assignmentConditions(assignment: AlertAssignment, now: Date): AlertCondition[] {
  if (!assignment.dueAt || !OPEN_ASSIGNMENT.has(assignment.status)) return [];
  if (assignment.dueAt.getTime() >= now.getTime()) return [];
  return [
    {
      kind: 'overdue_assignment',
      branchId: assignment.branchId,
      subjectId: assignment.id,
      subject: assignment.task,
      detail: assignment.dueAt.toISOString(),
    },
  ];
}

/** An open intake due on the calendar day after today (UTC, as the server's dates are). */
export function intakeConditions(assignment: AlertAssignment, today: string): AlertCondition[] {
  if (assignment.kind !== 'intake' || !assignment.dueAt || !OPEN_ASSIGNMENT.has(assignment.status)) return [];
  if (daysUntil(todayIsoDate(assignment.dueAt), today) !== 1) return [];
  return [
    {
      kind: 'intake_due_tomorrow',
      branchId: assignment.branchId,
      subjectId: assignment.id,
      subject: assignment.task,
      detail: assignment.dueAt.toISOString(),
    },
  ];
}

/**
 * A new application has no branch until it is placed, and every employee may review it: each
 * subscriber to new applications (at any of their branches) is told once, under one of them.
 */
export function newApplicationAlerts(
  subscriptions: readonly AlertSubscription[],
  application: { id: number; itemType: string; customer: string },
): (AlertCondition & { userId: number })[] {
  const branchOf = new Map<number, number>();
  for (const s of subscriptions)
    if (s.kind === 'new_application')
      branchOf.set(s.userId, Math.min(branchOf.get(s.userId) ?? s.branchId, s.branchId));
  return [...branchOf.entries()].map(([userId, branchId]) => ({
    userId,
    kind: 'new_application',
    branchId,
    subjectId: application.id,
    subject: application.itemType,
    detail: application.customer,
  }));
}

/** The one identity of an alert: a person is told once per key until it clears. */
export const alertKey = (a: { userId: number; branchId: number; kind: AlertKind; subjectId: number }) =>
  `${a.userId}:${a.branchId}:${a.kind}:${a.subjectId}`;

export type AlertSubscription = { userId: number; branchId: number; kind: AlertKind };
export type OpenAlert = { id: number; userId: number; branchId: number; kind: AlertKind; subjectId: number };

/**
 * What an evaluation does: open (and tell) each subscriber's condition that has no open alert,
 * and clear each open alert whose condition no longer holds or whose subscription is gone.
 */
export function reconcileAlerts(
  subscriptions: readonly AlertSubscription[],
  conditions: readonly AlertCondition[],
  open: readonly OpenAlert[],
): { toOpen: (AlertCondition & { userId: number })[]; toClear: number[] } {
  const byPlace = new Map<string, AlertCondition[]>();
  for (const c of conditions) {
    const place = `${c.branchId}:${c.kind}`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), c]);
  }
  const holding = new Map<string, AlertCondition & { userId: number }>();
  for (const s of subscriptions)
    for (const c of byPlace.get(`${s.branchId}:${s.kind}`) ?? [])
      holding.set(alertKey({ ...c, userId: s.userId }), { ...c, userId: s.userId });
  const openKeys = new Set(open.map(alertKey));
  return {
    toOpen: [...holding.entries()].filter(([key]) => !openKeys.has(key)).map(([, c]) => c),
    toClear: open.filter((a) => !holding.has(alertKey(a))).map((a) => a.id),
  };
}
