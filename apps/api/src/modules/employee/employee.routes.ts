import { employeeDashboardSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { readEmployeeDashboard } from './employee-dashboard.service.js';

export const employeeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/employee/dashboard',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Read the employee dashboard',
        tags: ['employee'],
        response: { 200: employeeDashboardSchema },
      },
    },
    async (request) => readEmployeeDashboard(db, requireUser(request)),
  );
};
