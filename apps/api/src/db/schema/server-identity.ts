import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row: a fingerprint of the server secret (JWT_SECRET or DATA_DIR/jwt-secret) the database was
 * first started with, so a process started with another secret refuses to run instead of signing
 * tokens and sealing settings the others cannot read. Never the secret itself: an HMAC under it.
 * Backups neither hold nor restore it (it belongs to the servers, not to the data).
 */
export const serverIdentity = pgTable(
  'server_identity',
  {
    id: integer('id').primaryKey().default(1),
    secretFingerprint: varchar('secret_fingerprint', { length: 64 }).notNull(),
    /** The backup signing key's fingerprint (BACKUP_KEY, or DATA_DIR/backup-key); null until a process records it. */
    backupKeyFingerprint: varchar('backup_key_fingerprint', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('server_identity_single_row', sql`${table.id} = 1`)],
);
