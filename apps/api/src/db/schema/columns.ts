import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Binary file content (uploaded documents, avatars); returned by both drivers as bytes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Optimistic-lock counter of an editable record: every UPDATE sets `version = version + 1` and
 * matches the version the writer read, so a write made over someone else's change finds no row.
 */
export const version = () => integer('version').notNull().default(1);
