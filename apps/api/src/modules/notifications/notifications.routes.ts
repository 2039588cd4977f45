import {
  idParam,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllSchema,
  notificationSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { notificationStreamRoutes } from './notification-stream.routes.js';
import { countUnread, listNotifications, markAllRead, markRead, toNotification } from './notifications.repository.js';

/** The bell: everyone reads and clears only their own notifications, and hears of new ones live. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  await app.register(notificationStreamRoutes, context);

  app.get(
    '/notifications',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'List my notifications',
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [rows, unread] = await Promise.all([
        listNotifications(db, user.id, request.query.limit),
        countUnread(db, user.id),
      ]);
      return { notifications: rows.map(toNotification), unread_count: unread };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Mark all my notifications read',
        tags: ['notifications'],
        response: { 200: notificationReadAllSchema },
      },
    },
    async (request) => ({ updated: await markAllRead(db, requireUser(request).id), unread_count: 0 }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Mark a notification read',
        tags: ['notifications'],
        params: idParam,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      // Someone else's notification answers exactly like a missing one.
      const row = await markRead(db, requireUser(request).id, request.params.id);
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },
  );
};
