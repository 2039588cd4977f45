import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { ADMIN } from '../../plugins/auth.js';
import { issueStatements, periodToIssueOn, sendOverdueReminders } from './statements.service.js';

/** Job names and schedules (cron, UTC): statements on the 1st at 02:00, overdue reminders daily at 09:00. */
export const BILLING_JOBS = {
  statements: { name: 'billing-statements', cron: '0 2 1 * *' },
  overdue: { name: 'billing-overdue-reminders', cron: '0 9 * * *' },
} as const;

/**
 * The monthly statements and the overdue reminders. pg-boss turns each cron into one job across all
 * processes, and both are idempotent (a statement per customer and period, a reminder per
 * statement), so a retry or a second process issues and sends nothing twice.
 */
export const billingJobs: FastifyPluginAsyncZod<AppContext & { clock: Clock }> = async (
  app,
  { db, jobs, clock, config },
) => {
  const options = { policy: 'stately', retryLimit: 3, expireInSeconds: 30 * 60 } as const;
  await jobs.register(
    BILLING_JOBS.statements.name,
    async (data: { today?: string }) => {
      const today = data.today ?? clock.today();
      const result = await issueStatements(db, periodToIssueOn(today), today);
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
  if (jobs.active) for (const job of Object.values(BILLING_JOBS)) await jobs.schedule(job.name, job.cron);

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
