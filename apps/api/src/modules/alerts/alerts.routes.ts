import { alertSubscriptionsSchema, alertSubscriptionsUpdateSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { getSubscriptions, saveSubscriptions } from './alerts.service.js';

const tags = ['alerts'];

/** Per-branch alert subscriptions: each member of staff picks branches (theirs) x kinds. */
export const alertRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/alerts/subscriptions',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Read my branch alert subscriptions',
        tags,
        description:
          'The branches and alert kinds the caller follows, whether they come in the daily digest, and the branches they may follow.',
        response: { 200: alertSubscriptionsSchema },
      },
    },
    async (request) => getSubscriptions(db, requireUser(request)),
  );

  app.put(
    '/alerts/subscriptions',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Replace my branch alert subscriptions',
        tags,
        description:
          'The whole set replaces the stored one, from the `revision` the caller read: a set saved since (another tab) answers 409 with the current set. ' +
          'A branch the caller does not work at is refused with 403 and nothing changes. ' +
          'Each condition is told once while it holds (at once, or in the daily digest with `digest`), and again only after it cleared.',
        body: alertSubscriptionsUpdateSchema,
        response: { 200: alertSubscriptionsSchema },
      },
    },
    async (request) => saveSubscriptions(db, requireUser(request), request.body),
  );
};
