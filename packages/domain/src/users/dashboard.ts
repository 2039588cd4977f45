import { z } from 'zod';

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
