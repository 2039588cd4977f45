import { backupEntrySchema, backupListQuerySchema, backupListSchema, idParam } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { backupEncryptionKey, resolveBackupKey } from '../../lib/secret.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { registerBackupJob } from './backup-schedule.js';
import { toBackupEntry } from './backups.repository.js';
import { deleteBackup, listBackups, openBackupDownload, takeBackup, type BackupDeps } from './backups.service.js';

/**
 * The Database tab's Backups list: kept backup files, Back Up Now, download and delete (admins only),
 * and the scheduled backup job at the admin's frequency.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, pool, config, jobs }) => {
  const deps: BackupDeps = {
    db,
    pool,
    backupDir: config.backupDir,
    backupKeys: {
      signing: resolveBackupKey(config.backupKey, config.dataDir),
      encryption: backupEncryptionKey(config.backupKey),
    },
  };
  await registerBackupJob(jobs, deps, app.log);

  app.get(
    '/settings/database/backups',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'List database backups',
        tags: ['settings'],
        querystring: backupListQuerySchema,
        response: { 200: backupListSchema },
      },
    },
    async (request) => listBackups(db, request.query),
  );

  app.post(
    '/settings/database/backups',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Create a database backup',
        tags: ['settings'],
        description:
          'Takes a backup now into the backup folder (BACKUP_DIR) and answers its catalogue entry once the file ' +
          'is complete; then backups older than the retention are deleted (never the newest).',
        response: { 201: backupEntrySchema },
      },
    },
    async (request, reply) => {
      const row = await takeBackup(deps, 'manual', { admin: requireUser(request), origin: originOf(request) });
      return reply.status(201).send(toBackupEntry(row));
    },
  );

  app.get(
    '/settings/database/backups/:id/download',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Download a kept backup',
        tags: ['settings'],
        description:
          'The backup file (gzipped, signed data file), streamed. Restore with `npm run restore-backup -- <file>`.',
        params: idParam,
      },
    },
    async (request, reply) => {
      const file = await openBackupDownload(deps, request.params.id);
      return reply
        .headers({
          ...downloadHeaders(
            file.fileName,
            deps.backupKeys.encryption ? 'application/octet-stream' : 'application/gzip',
          ),
          'content-length': String(file.size),
        })
        .send(file.stream);
    },
  );

  app.delete(
    '/settings/database/backups/:id',
    { config: { access: ADMIN }, schema: { summary: 'Delete a kept backup', tags: ['settings'], params: idParam } },
    async (request, reply) => {
      await deleteBackup(deps, request.params.id, requireUser(request), originOf(request));
      return reply.status(204).send();
    },
  );
};
