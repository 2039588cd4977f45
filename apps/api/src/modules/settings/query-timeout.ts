import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { QueryTimeout } from '../../db/statement-timeout.js';
import { getSystemSettings } from './settings.repository.js';

/**
 * The admin's Query Timeout applied to this process's pool before each API request's queries. It
 * reads the cached settings the other request rules read (settings-cache.ts), so a save applies
 * from the next request of the process that saved it and within the cache's 5 s in the others.
 */
export function followQueryTimeoutSetting(app: FastifyInstance, db: Executor, timeout: QueryTimeout): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    try {
      timeout.set((await getSystemSettings(db)).db_query_timeout_seconds);
    } catch {
      // The settings cannot be read (database away): the value in force stays, and the request's
      // own queries report the outage.
    }
  });
}
