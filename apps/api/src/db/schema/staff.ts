import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * The branches an employee works at (one or more). Every staff read and write of branch records
 * (goods, movements, lots, agreements, assignments, alerts) is limited to these rows through
 * modules/staff-scope; admins have no rows here and see every branch.
 */
export const staffBranches = pgTable(
  'staff_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index('staff_branches_branch_idx').on(t.branchId)],
);
