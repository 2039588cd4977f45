import { dashboardActivityDaySchema, dashboardActivityQuerySchema, dashboardStatsSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN } from '../../plugins/auth.js';
import { countActivityByDay, readDashboardStats } from './dashboard.repository.js';

const admin = { access: ADMIN };
const tags = ['users'];

/**
 * The admin dashboard's figures (spec 02 "Admin dashboard"), under /users/dashboard as the spec's
 * calls name them. Static paths: the router matches them before users.routes.ts's /users/:id.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/dashboard/stats',
    {
      config: admin,
      schema: { summary: 'Read the admin dashboard figures', tags, response: { 200: dashboardStatsSchema } },
    },
    async () => readDashboardStats(db),
  );

  // The "activity over the last days" chart. Not in the spec, which names no source for it; it
  // reads the activity log the server keeps.
  app.get(
    '/users/dashboard/activity',
    {
      config: admin,
      schema: {
        summary: 'Read sign-in activity per day',
        tags,
        querystring: dashboardActivityQuerySchema,
        response: { 200: z.array(dashboardActivityDaySchema) },
      },
    },
    async (request) => countActivityByDay(db, request.query.days, new Date()),
  );
};
