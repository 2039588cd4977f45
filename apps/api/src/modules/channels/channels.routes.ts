import { notificationChannelsFor, notificationChannelsSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { getSystemSettings } from '../settings/settings.repository.js';

/**
 * Which notification channels the signed-in person may switch on: push while the admin has it on,
 * SMS only with a configured gateway (and whether their profile phone can take texts).
 */
export const channelRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me/notification-channels',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'List my notification channels',
        tags: ['account'],
        response: { 200: notificationChannelsSchema },
      },
    },
    async (request) => notificationChannelsFor(await getSystemSettings(db), requireUser(request).phone),
  );
};
