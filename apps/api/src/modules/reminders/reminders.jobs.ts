import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { sendAssignmentReminders, sendDailyDigest, sendStorageReminders } from './reminders.service.js';

/** Job names and their schedules (cron, UTC). docs/operations.md, "What runs on a schedule", lists them. */
export const REMINDER_JOBS = {
  assignments: { name: 'assignment-reminders', cron: '5 * * * *' },
  storage: { name: 'storage-reminders', cron: '0 8 * * *' },
  digest: { name: 'daily-digest', cron: '0 7 * * *' },
} as const;

/**
 * Reminders and the daily digest: assignment reminders every hour (at :05), storage reminders and
 * the digest once a day. Each job is safe to run twice (the reminder log), so a retry or a second
 * process sends nothing again.
 */
export const reminderJobs: FastifyPluginAsyncZod<AppContext> = async (app, { db, jobs, clock }) => {
  // A run takes seconds; one whose process died expires soon and any process runs it again.
  const options = { policy: 'stately', retryLimit: 2, expireInSeconds: 5 * 60 } as const;
  await jobs.register(
    REMINDER_JOBS.assignments.name,
    async () => {
      const sent = await sendAssignmentReminders(db, clock.now());
      if (sent.dueSoon + sent.overdue > 0) app.log.info({ reminders: sent }, 'assignment reminders sent');
    },
    options,
  );
  await jobs.register(
    REMINDER_JOBS.storage.name,
    async () => {
      const sent = await sendStorageReminders(db, clock.now(), clock.today());
      if (sent.lots > 0) app.log.info({ reminders: sent }, 'storage reminders sent');
    },
    options,
  );
  await jobs.register(
    REMINDER_JOBS.digest.name,
    async () => {
      const digest = await sendDailyDigest(db, clock.now(), clock.today());
      if (digest.sent) app.log.info({ digest }, 'daily digest sent');
    },
    options,
  );
  if (jobs.active) for (const job of Object.values(REMINDER_JOBS)) await jobs.schedule(job.name, job.cron);
};
