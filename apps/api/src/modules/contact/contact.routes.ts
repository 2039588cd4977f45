import {
  contactInboxPageSchema,
  contactListQuerySchema,
  contactMessageRecordSchema,
  contactMessageSchema,
  contactUnhandledCountSchema,
  contactUpdateSchema,
  idParam,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { ADMIN } from '../../plugins/auth.js';
import {
  countUnhandledContactMessages,
  deleteContactMessage,
  listContactMessages,
  setHandled,
  toContactRecord,
} from './contact.repository.js';
import { receiveContactMessage } from './contact.service.js';

/** The landing page's contact form posts here; admins read the messages in their inbox. */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post(
    '/contact',
    {
      // Public and unauthenticated, so limited per address to keep the inbox usable.
      config: { access: 'anonymous', rateLimit: { max: config.contactRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a contact message',
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: contactMessageRecordSchema },
      },
    },
    async (request, reply) => reply.status(201).send(toContactRecord(await receiveContactMessage(db, request.body))),
  );

  app.get(
    '/contact',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'List contact messages',
        tags: ['contact'],
        querystring: contactListQuerySchema,
        response: {
          200: contactInboxPageSchema,
        },
      },
    },
    async (request) => {
      const { rows, total, open } = await listContactMessages(
        db,
        request.query.status,
        request.query.skip,
        request.query.limit,
      );
      return { messages: rows.map(toContactRecord), total, open };
    },
  );

  // The inbox badge in the admin's navigation bar: one number, without reading a page of messages.
  app.get(
    '/contact/unhandled-count',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Count unhandled contact messages',
        tags: ['contact'],
        response: { 200: contactUnhandledCountSchema },
      },
    },
    async () => ({ unhandled_count: await countUnhandledContactMessages(db) }),
  );

  app.patch(
    '/contact/:id',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Mark a contact message handled or not',
        tags: ['contact'],
        params: idParam,
        body: contactUpdateSchema,
        response: { 200: contactMessageRecordSchema },
      },
    },
    async (request) => {
      const row = await setHandled(db, request.params.id, request.body.handled);
      if (!row) throw notFound('Message');
      return toContactRecord(row);
    },
  );

  app.delete(
    '/contact/:id',
    { config: { access: ADMIN }, schema: { summary: 'Delete a contact message', tags: ['contact'], params: idParam } },
    async (request, reply) => {
      if (!(await deleteContactMessage(db, request.params.id))) throw notFound('Message');
      return reply.status(204).send();
    },
  );
};
