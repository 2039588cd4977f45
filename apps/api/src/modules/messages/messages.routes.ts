import {
  emailTestRequestSchema,
  emailTestResultSchema,
  idParam,
  outboxBulkRequestSchema,
  outboxBulkResultSchema,
  outboxListQuerySchema,
  outboxListSchema,
  outboxMessageSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { channelSenders } from './channel-senders.js';
import { DELIVER_JOB, DELIVERY_QUEUE, deliverMessage, type DeliveryJob } from './delivery.service.js';
import { listLog, requeueMany, resend, sendNow, sendTestMail } from './messages.service.js';

/**
 * The outbox: one delivery job per message (queued by the transaction that wrote it), the admin's
 * Email log with Resend, Send now and their bulk forms, and the Test Connection mail.
 */
export const messagesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, jobs, settingsSealer } = context;
  const senders = channelSenders(context);

  await jobs.register<DeliveryJob>(
    DELIVER_JOB,
    async ({ id }, attempt) => {
      // Each failed attempt writes its one warning line itself (the error, never the settings).
      const { outcome, error } = await deliverMessage(db, senders, settingsSealer, id, attempt, undefined, app.log);
      // Thrown, so pg-boss schedules the next attempt with its backoff.
      if (outcome === 'retry') throw new Error(`Message #${id}: ${error}`);
    },
    DELIVERY_QUEUE,
  );

  app.get(
    '/admin/email-log',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'List sent messages',
        tags: ['messages'],
        description: 'Outgoing messages (e-mail, push, SMS), newest first.',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => listLog(db, request.query),
  );

  app.post(
    '/admin/email-log/:id/resend',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Send a message again',
        tags: ['messages'],
        description: 'A failed message goes back to the queue with a fresh attempt count (409 if it is not failed).',
        params: idParam,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => resend(db, requireUser(request), request.params.id, originOf(request)),
  );

  app.post(
    '/admin/email-log/:id/send-now',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Send a pending message now',
        tags: ['messages'],
        description: 'A pending message is queued to be tried at once (409 if it is not pending).',
        params: idParam,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => sendNow(db, requireUser(request), request.params.id, originOf(request)),
  );

  app.post(
    '/admin/email-log/resend-failed',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Resend failed messages',
        tags: ['messages'],
        description: 'Failed messages (the ids given, or all of them up to the bulk limit) go back to the queue.',
        body: outboxBulkRequestSchema,
        response: { 200: outboxBulkResultSchema },
      },
    },
    async (request) => requeueMany(db, requireUser(request), 'failed', request.body.ids, originOf(request)),
  );

  app.post(
    '/admin/email-log/send-pending',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Send pending messages now',
        tags: ['messages'],
        description: 'Pending messages (the ids given, or all of them up to the bulk limit) are tried at once.',
        body: outboxBulkRequestSchema,
        response: { 200: outboxBulkResultSchema },
      },
    },
    async (request) => requeueMany(db, requireUser(request), 'pending', request.body.ids, originOf(request)),
  );

  app.post(
    '/settings/notifications/test-email',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Send a test email',
        tags: ['settings'],
        description:
          "Sends a test mail over the saved SMTP settings to `to` (or the admin's own address) and answers what the server said.",
        body: emailTestRequestSchema,
        response: { 200: emailTestResultSchema },
      },
    },
    async (request) => sendTestMail(db, settingsSealer, requireUser(request), request.body.to, originOf(request)),
  );
};
