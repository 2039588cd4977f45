import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN } from '../../plugins/auth.js';
import { issueDuePeriods, sendOverdueReminders } from './statements.service.js';

/**
 * Job names and schedules (cron, UTC): the statement catch-up daily at 02:00 (it issues a period once,
 * on the first check after it is due, and again nothing until the next one), overdue reminders at 09:00.
 */
export const BILLING_JOBS = {
  statements: { name: 'billing-statements', cron: '0 2 * * *' },
  overdue: { name: 'billing-overdue-reminders', cron: '0 9 * * *' },
} as const;

/**
 * The monthly statements and the overdue reminders. pg-boss turns each cron into one job across all
 * processes, and both are idempotent (a statement per customer and period, a reminder per
 * statement), so a retry or a second process issues and sends nothing twice.
 */
export const billingJobs: FastifyPluginAsyncZod<AppContext> = async (app, { db, jobs, clock, config }) => {
  const options = { policy: 'stately', retryLimit: 3, expireInSeconds: 30 * 60 } as const;
  await jobs.register(
    BILLING_JOBS.statements.name,
    async (data: { today?: string }) => {
      const today = data.today ?? clock.today();
      for (const result of await issueDuePeriods(db, today))
        if (result.issued > 0) app.log.info({ statements: result }, 'statements issued');
    },
    options,
  );
  await jobs.register(
    BILLING_JOBS.overdue.name,
    async () => {
      const result = await sendOverdueReminders(db, clock.today());
      if (result.sent > 0) app.log.info({ reminders: result }, 'overdue reminders sent');
    },
    options,
  );
  if (jobs.active) {
    for (const job of Object.values(BILLING_JOBS)) await jobs.schedule(job.name, job.cron);
    // A 1st the server was off for is not waited for until 02:00: the start-up check issues it now.
    await jobs.send(BILLING_JOBS.statements.name, {});
  }

  // Tests only (TEST_CLOCK=true): move the billing clock to a date instead of waiting for it.
  if (config.testClock)
    app.post(
      '/billing/test-clock',
      {
        config: { access: ADMIN },
        schema: {
          summary: 'Move the billing clock (tests only)',
          tags: ['billing'],
          body: z.object({
            today: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/)
              .nullable(),
          }),
          response: { 200: z.object({ today: z.string() }) },
        },
      },
      async (request) => {
        clock.setToday(request.body.today);
        return { today: clock.today() };
      },
    );
};
