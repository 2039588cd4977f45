import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { SETTINGS_CACHE_TTL_MS } from '../settings/settings-cache.js';
import { getBillingSettings } from './billing.repository.js';

/**
 * The clock reads "today" in the site's time zone (Admin > Billing): read from the database at
 * start, set at once by a save in this process, and re-read by requests in every process when the
 * last read is older than the settings cache's lifetime, so another process behind the same
 * database follows a change within seconds (there is no cross-process settings notice).
 */
export async function followSiteTimeZone(app: FastifyInstance, db: Executor, clock: Clock): Promise<void> {
  let readAt = 0;
  let pending: Promise<void> | undefined;
  const refresh = () =>
    (pending ??= getBillingSettings(db)
      .then((settings) => {
        clock.setZone(settings.timeZone);
        readAt = Date.now();
      })
      // The database is away: keep the zone in force and try again on a later request.
      .catch(() => {})
      .finally(() => {
        pending = undefined;
      }));
  await refresh();
  app.addHook('onRequest', async () => {
    // A cache lifetime in real time, not a rule: the injectable clock may be moved in tests.
    if (Date.now() - readAt >= SETTINGS_CACHE_TTL_MS) await refresh();
  });
}
