import { connectionTestSchema, databaseInfoSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../activity/activity.repository.js';
import { createBackup, databaseInfo, testConnection } from './database.service.js';

/** The admin settings screen's Database tab: live facts, a connection test and the backup download. */
export const databaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, engine, ping }) => {
  app.get(
    '/settings/database',
    { config: { access: ADMIN }, schema: { tags: ['settings'], response: { 200: databaseInfoSchema } } },
    async () => databaseInfo(db, engine),
  );

  app.post(
    '/settings/database/test',
    { config: { access: ADMIN }, schema: { tags: ['settings'], response: { 200: connectionTestSchema } } },
    async () => testConnection(ping),
  );

  app.get(
    '/settings/database/backup',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['settings'],
        description:
          'Embedded database: a gzipped tar of the PGlite data dir (restore by unpacking it as DATA_DIR). ' +
          'PostgreSQL: 409, back up with pg_dump instead.',
      },
    },
    async (request, reply) => {
      const { archive, fileName } = await createBackup(db, requireUser(request), originOf(request));
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
