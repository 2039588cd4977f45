import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The catalogue of backup files kept in BACKUP_DIR: one row per file, written before the file is
 * and completed after it, so every process lists the same backups. It has no foreign key and is
 * neither copied into backups nor emptied by a restore: it describes files outside the database.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('running'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The schema the backup was taken at: a restore needs the same one. */
    migration: varchar('migration', { length: 120 }),
    error: text('error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('backups_file_name_key').on(t.fileName),
    index('backups_created_idx').on(t.createdAt),
    check('backups_kind_check', sql`${t.kind} in ('scheduled', 'manual')`),
    check('backups_status_check', sql`${t.status} in ('running', 'complete', 'failed')`),
  ],
);
