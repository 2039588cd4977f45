import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { evaluateBranchAlerts, sendAlertDigests } from './alerts.service.js';

/** Job names and schedules (cron, UTC); docs/operations.md, "What runs on a schedule", lists them. */
export const ALERT_JOBS = {
  evaluate: { name: 'branch-alerts', cron: '*/15 * * * *' },
  // With the daily stock digest: the alerts people chose to read once a day.
  digest: { name: 'branch-alerts-digest', cron: '0 7 * * *' },
} as const;

/**
 * Branch alerts: every 15 minutes the subscribed conditions are evaluated; once a day the alerts
 * waiting for a digest go out. Both are safe to run twice (open alerts, claimed digest rows) and
 * pg-boss runs each schedule once across processes.
 */
export const alertJobs: FastifyPluginAsyncZod<AppContext> = async (app, { db, jobs, clock }) => {
  const options = { policy: 'stately', retryLimit: 2, expireInSeconds: 5 * 60 } as const;
  await jobs.register(
    ALERT_JOBS.evaluate.name,
    async () => {
      const result = await evaluateBranchAlerts(db, clock.now(), clock.today());
      if (result.opened + result.cleared > 0) app.log.info({ alerts: result }, 'branch alerts evaluated');
    },
    options,
  );
  await jobs.register(
    ALERT_JOBS.digest.name,
    async () => {
      const people = await db.transaction((tx) => sendAlertDigests(tx, clock.today()));
      if (people > 0) app.log.info({ people }, 'branch alert digests sent');
    },
    options,
  );
  if (jobs.active) for (const job of Object.values(ALERT_JOBS)) await jobs.schedule(job.name, job.cron);
};
