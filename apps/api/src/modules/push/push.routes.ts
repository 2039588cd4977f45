import {
  idParam,
  pushPublicKeySchema,
  pushSubscriptionCreateSchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { systemResolver } from './push-address.js';
import { ownSubscriptions, subscribe, unsubscribe } from './push.service.js';
import { vapidKeysFor } from './vapid-keys.js';

/** Web Push: the key browsers subscribe with, and each person's own subscriptions (one per browser). */
export const pushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, resolveHost } = context;

  app.get(
    '/push/public-key',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Read the web push public key', tags: ['push'], response: { 200: pushPublicKeySchema } },
    },
    async () => ({ public_key: (await vapidKeysFor(context)).publicKey }),
  );

  app.get(
    '/push/subscriptions',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'List my push subscriptions', tags: ['push'], response: { 200: pushSubscriptionListSchema } },
    },
    async (request) => ownSubscriptions(db, requireUser(request)),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Subscribe to web push',
        tags: ['push'],
        description: "The browser's PushSubscription.toJSON(). The same endpoint again replaces the stored one.",
        body: pushSubscriptionCreateSchema,
        response: { 201: pushSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const saved = await subscribe(db, user, request.body, request.headers['user-agent'], {
        allowLocal: config.pushAllowLocalEndpoints,
        resolveHost: resolveHost ?? systemResolver,
      });
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Remove a push subscription', tags: ['push'], params: idParam },
    },
    async (request, reply) => {
      await unsubscribe(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
