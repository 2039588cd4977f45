import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { getSystemSettings } from './settings.repository.js';

/**
 * The admin's Log Level (System settings) applied to this process. Requests read the settings (the
 * cached copy the other request rules read too, settings-cache.ts) when they start and before
 * they answer; when the level differs it is set on the server's logger, from which every logger made later
 * inherits it, and on the request's logger, which was made before. So a save applies from the next
 * request of the process that saved it (the save empties the cache; its own reply re-reads), and
 * within the cache's lifetime in every other process on the same database (there the first request
 * after the change still writes its "incoming request" line, made before any hook, at the old
 * level). Until the first read, LOG_LEVEL is the level; LOG_LEVEL_PINNED keeps it for good.
 */
export function followLogLevelSetting(app: FastifyInstance, db: Executor): void {
  const follow = async (request: FastifyRequest) => {
    let level: string;
    try {
      level = (await getSystemSettings(db)).log_level;
    } catch {
      // The settings cannot be read (database away): keep logging at the level in force.
      return;
    }
    if (app.log.level !== level) {
      const previous = app.log.level;
      app.log.level = level;
      app.log.info({ previous, level }, 'log level set from the system settings');
    }
    if (request.log.level !== level) request.log.level = level;
  };
  app.addHook('onRequest', follow);
  // Before the reply leaves (not after), so the request after a save already finds the new level.
  app.addHook('onSend', async (request, _reply, payload) => {
    await follow(request);
    return payload;
  });
}
