import { z } from 'zod';
import { PENDING_TASK_STATUSES } from '../users/dashboard.js';
import { assignmentSchema } from './schemas.js';

/**
 * The employee dashboard's 'Pending Tasks' tile counts open work: pending and in progress, the same
 * rule as the admin dashboard's Pending Tasks (spec 02), so the two screens never disagree.
 */
export const EMPLOYEE_PENDING_STATUSES = PENDING_TASK_STATUSES;
export const DASHBOARD_RECENT_LIMIT = 5;
export const EMPLOYEE_DASHBOARD_MESSAGES = { loadFailed: 'Failed to load dashboard data' } as const;

export const recentGoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  category: z.string(),
  quantity: z.number().int(),
  status: z.string(),
  updated_at: z.string(),
  branch_name: z.string().nullable(),
});
export type RecentGood = z.infer<typeof recentGoodSchema>;

/**
 * GET /api/employee/dashboard, for the caller. goods_in_system counts every goods row (stock and
 * customer-owned): the tile reads "in system", not "in stock".
 */
export const employeeDashboardSchema = z.object({
  total_assignments: z.number().int(),
  pending_assignments: z.number().int(),
  completed_assignments: z.number().int(),
  goods_in_system: z.number().int(),
  recent_assignments: z.array(assignmentSchema),
  recent_goods: z.array(recentGoodSchema),
});
export type EmployeeDashboard = z.infer<typeof employeeDashboardSchema>;
