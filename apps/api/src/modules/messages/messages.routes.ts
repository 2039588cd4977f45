import {
  emailTestRequestSchema,
  emailTestResultSchema,
  idParam,
  outboxListQuerySchema,
  outboxListSchema,
  outboxMessageSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { channelSenders } from './channel-senders.js';
import { DELIVER_CRON, DELIVER_JOB, deliverDue } from './delivery.service.js';
import { listLog, resend, sendTestMail } from './messages.service.js';
import { listenForOutbox } from './outbox-wake.js';

/**
 * The outbox: its delivery job (every minute, and at once after a commit that queued messages), the
 * admin's Email log with Resend, and the Test Connection mail of the Notifications tab.
 */
export const messagesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, jobs, settingsSealer, pool } = context;
  const senders = channelSenders(context);

  await jobs.register(
    DELIVER_JOB,
    async () => {
      const report = await deliverDue(db, senders, settingsSealer);
      if (report.sent + report.retrying + report.failed > 0) app.log.info({ outbox: report }, 'outbox delivery round');
    },
    // One round waiting and one running at most; a round retries nothing itself (rows keep their own schedule).
    { policy: 'stately', retryLimit: 0, pollingIntervalSeconds: 1, expireInSeconds: 30 * 60 },
  );
  if (jobs.active) {
    await jobs.schedule(DELIVER_JOB, DELIVER_CRON);
    const listener = listenForOutbox(pool.options, jobs, (error) =>
      app.log.warn({ err: error }, 'outbox listener: connection problem'),
    );
    app.addHook('onClose', async () => listener.stop());
  }

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
