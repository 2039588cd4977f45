import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { billingDocumentRoutes } from './billing-documents.routes.js';
import { billingJobs } from './billing.jobs.js';
import { billingRoutes } from './billing.routes.js';

/** The billing module with the app's one clock, shared by its routes and jobs. */
export const billingModule: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { clock } = context;
  await app.register(billingRoutes, { ...context, clock });
  await app.register(billingDocumentRoutes, context);
  await app.register(billingJobs, { ...context, clock });
};
