import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { createClock } from '../../lib/clock.js';
import { billingDocumentRoutes } from './billing-documents.routes.js';
import { billingJobs } from './billing.jobs.js';
import { billingRoutes } from './billing.routes.js';
import { journalRoutes } from './journal.routes.js';
import { paymentRoutes } from './payments.routes.js';

/** The billing module with its one clock, shared by its routes and jobs. */
export const billingModule: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const clock = createClock();
  await app.register(billingRoutes, { ...context, clock });
  await app.register(paymentRoutes, { ...context, clock });
  await app.register(billingDocumentRoutes, context);
  await app.register(journalRoutes, context);
  await app.register(billingJobs, { ...context, clock });
};
