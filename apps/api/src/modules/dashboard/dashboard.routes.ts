import {
  dashboardActivityDaySchema,
  dashboardActivityQuerySchema,
  fillActivityDays,
  lastUtcDays,
  type DashboardActivityDay,
} from '@stockyard/domain';
import { gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';
import { ADMIN } from '../../plugins/auth.js';

/** Activity log entries per UTC day since the start of the window; the index on created_at serves it. */
async function countActivityByDay(db: Executor, days: number, now: Date): Promise<DashboardActivityDay[]> {
  const [first] = lastUtcDays(days, now);
  const since = new Date(`${first}T00:00:00.000Z`);
  const day = sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(activities)
    .where(gte(activities.createdAt, since))
    .groupBy(day);
  return fillActivityDays(rows, days, now);
}

/**
 * GET /api/users/dashboard/activity (admin): the admin dashboard's "activity over the last days"
 * chart. Not in the spec, which names no source for it; it reads the activity log the server keeps.
 */
export const dashboardActivityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/dashboard/activity',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['users'],
        querystring: dashboardActivityQuerySchema,
        response: { 200: z.array(dashboardActivityDaySchema) },
      },
    },
    async (request) => countActivityByDay(db, request.query.days, new Date()),
  );
};
