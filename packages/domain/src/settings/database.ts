import { z } from 'zod';

/** Live facts of the Database tab (GET /api/settings/database). */
export const databaseInfoSchema = z.object({
  engine: z.enum(['embedded', 'postgresql']),
  server_version: z.string(),
  size_bytes: z.number().int().nonnegative(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  migration: z.object({
    /** Tag of the newest applied migration (e.g. 0001_goods_list_version); null before any. */
    latest: z.string().nullable(),
    /** How many migrations are applied. */
    applied: z.number().int().nonnegative(),
    /**
     * When the newest applied migration was written. The migrator records no apply time, so this
     * is the closest honest date it keeps.
     */
    created_at: z.string().nullable(),
  }),
  last_backup_at: z.string().nullable(),
});
export type DatabaseInfo = z.infer<typeof databaseInfoSchema>;

export const connectionTestSchema = z.object({ ok: z.boolean(), latency_ms: z.number().nonnegative() });
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** `stockyard-backup-YYYY-MM-DD.sql.gz` (data-only SQL, gzipped), dated in UTC. */
export const backupFileName = (now: Date) => `stockyard-backup-${now.toISOString().slice(0, 10)}.sql.gz`;
