import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { accruedRoutes } from './accrued.routes.js';
import { billingDocumentRoutes } from './billing-documents.routes.js';
import { billingJobs } from './billing.jobs.js';
import { billingRoutes } from './billing.routes.js';
import { journalRoutes } from './journal.routes.js';
import { paymentRoutes } from './payments.routes.js';
import { rateCorrectionRoutes } from './rate-correction.routes.js';

/** The billing module: terms and rates, statements and payments, and the jobs that issue and remind. */
export const billingModule: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(billingRoutes, context);
  await app.register(paymentRoutes, context);
  await app.register(billingDocumentRoutes, context);
  await app.register(journalRoutes, context);
  await app.register(accruedRoutes, context);
  await app.register(rateCorrectionRoutes, context);
  await app.register(billingJobs, context);
};
