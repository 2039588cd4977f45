import { connectionTestSchema, databaseInfoSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { attachment } from '../../lib/download-headers.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { backupEncryptionKey, resolveBackupKey } from '../../lib/secret.js';
import { createBackup, databaseInfo, testConnection } from './database.service.js';

/** The admin settings screen's Database tab: live facts, a connection test and the backup download. */
export const databaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, pool, engine, ping, config }) => {
  const keys = {
    signing: resolveBackupKey(config.backupKey, config.dataDir),
    encryption: backupEncryptionKey(config.backupKey),
  };
  app.get(
    '/settings/database',
    {
      config: { access: ADMIN },
      schema: { summary: 'Read database information', tags: ['settings'], response: { 200: databaseInfoSchema } },
    },
    async () => databaseInfo(db, engine),
  );

  app.post(
    '/settings/database/test',
    {
      config: { access: ADMIN },
      schema: { summary: 'Test the database connection', tags: ['settings'], response: { 200: connectionTestSchema } },
    },
    async () => testConnection(ping),
  );

  app.get(
    '/settings/database/backup',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Download a backup now',
        tags: ['settings'],
        description:
          'A data-only backup (gzipped, signed data file: every table but sessions, no secrets), streamed from one snapshot. ' +
          'Restore with `npm run restore-backup -- <file>`; restoring signs everyone out.',
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await createBackup(db, pool, keys, requireUser(request), originOf(request));
      return reply
        .header('content-type', keys.encryption ? 'application/octet-stream' : 'application/gzip')
        .header('content-disposition', attachment(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
