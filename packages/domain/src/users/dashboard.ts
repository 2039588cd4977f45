import { z } from 'zod';
import type { StockStatus } from '../goods/status.js';

/** Assignment statuses that count as Pending Tasks on the admin dashboard (spec 02 section 2). */
export const PENDING_TASK_STATUSES = ['pending', 'in_progress'] as const;

/**
 * GET /api/users/dashboard/stats. The spec leaves the shape open; this is it. Deleted users are not
 * counted; active_users counts users whose is_active is true.
 */
export const dashboardStatsSchema = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  users_by_role: z.object({ admin: z.number().int(), employee: z.number().int(), customer: z.number().int() }),
  total_goods: z.number().int(),
  total_branches: z.number().int(),
  total_assignments: z.number().int(),
  pending_tasks: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Spec 02 section 9: the Recent Activity list holds the 3 newest assignments plus two info lines. */
export const RECENT_ASSIGNMENTS_LIMIT = 3;
export const RECENT_ACTIVITY_MAX_ENTRIES = 4;

/** Spec 02 sections 2 and 8: the admin dashboard's error texts. */
export const ADMIN_DASHBOARD_MESSAGES = {
  partialFailure: 'Unable to load some dashboard data',
  activityFailed: 'Unable to load recent activity',
} as const;

/** Spec 02 section 2: the Recent Activity info lines. */
export const activeUsersLine = (n: number) => `${n} active users in system`;
export const goodsManagedLine = (n: number) => `${n} goods being managed`;

/**
 * GET /api/users/dashboard/activity: activity log entries per UTC day for the dashboard's chart.
 * Not in the spec; 14 days by default, a quarter at most so the query stays bounded.
 */
export const DASHBOARD_ACTIVITY_DEFAULT_DAYS = 14;
export const DASHBOARD_ACTIVITY_MAX_DAYS = 90;

export const dashboardActivityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DASHBOARD_ACTIVITY_MAX_DAYS).default(DASHBOARD_ACTIVITY_DEFAULT_DAYS),
});

export const dashboardActivityDaySchema = z.object({ date: z.string(), count: z.number().int() });
export type DashboardActivityDay = z.infer<typeof dashboardActivityDaySchema>;

const DAY_MS = 86_400_000;

/** The last `days` UTC calendar dates (YYYY-MM-DD), oldest first, ending with today. */
export function lastUtcDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One entry per day of the window, oldest first; days without entries count 0, others are dropped. */
export function fillActivityDays(
  counts: readonly DashboardActivityDay[],
  days: number,
  now: Date,
): DashboardActivityDay[] {
  const byDate = new Map(counts.map((row) => [row.date, row.count]));
  return lastUtcDays(days, now).map((date) => ({ date, count: byDate.get(date) ?? 0 }));
}

/** The admin dashboard's "goods by stock status" chart, in the order it draws them. */
export const DASHBOARD_STOCK_SEGMENTS: readonly { status: StockStatus; label: string }[] = [
  { status: 'in-stock', label: 'In Stock' },
  { status: 'low-stock', label: 'Low Stock' },
  { status: 'out-of-stock', label: 'Out of Stock' },
  { status: 'overstock', label: 'Overstock' },
];
