import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.js';
import { users } from './users.js';

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    location: varchar('location', { length: 300 }).notNull(),
    description: text('description'),
    capacity: integer('capacity').notNull(),
    availableSpace: integer('available_space').notNull(),
    /**
     * Space held for approved applications whose goods have not arrived. Kept as a column beside
     * available_space, not summed from the agreements on each read: every list of branches reads it,
     * the check below then holds capacity = used + reserved + available in the row itself, and the
     * writes that move it (approve, cancel, capacity edit) already lock this row for the decision.
     */
    reservedSpace: integer('reserved_space').notNull().default(0),
    /**
     * Used space from the records: the volume of the agreements whose goods are in (settled from
     * them in every transaction that moves them), and the admin's figure for space taken outside
     * Stockyard. Nobody types available_space: it is what the capacity leaves of these and reserved.
     */
    storedSpace: integer('stored_space').notNull().default(0),
    otherUse: integer('other_use').notNull().default(0),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check('branches_capacity_check', sql`${t.capacity} >= 0`),
    // capacity = stored + other use + reserved + available, none negative (summed in bigint so a
    // wrong figure is refused by the check rather than by an integer overflow).
    check(
      'branches_space_check',
      sql`${t.storedSpace} >= 0 and ${t.otherUse} >= 0 and ${t.reservedSpace} >= 0 and ${t.availableSpace} >= 0 and ${t.capacity}::bigint = ${t.storedSpace}::bigint + ${t.otherUse} + ${t.reservedSpace} + ${t.availableSpace}`,
    ),
  ],
);
