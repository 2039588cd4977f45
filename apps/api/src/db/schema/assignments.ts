import type { AssignmentFacts } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { storageAgreements } from './agreements.js';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { users } from './users.js';

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    task: varchar('task', { length: 200 }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    priority: varchar('priority', { length: 10 }).notNull().default('medium'),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    progress: integer('progress').notNull().default(0),
    estimatedHours: numeric('estimated_hours', { precision: 6, scale: 2 }).notNull().default('8'),
    actualHours: numeric('actual_hours', { precision: 6, scale: 2 }),
    category: varchar('category', { length: 60 }).notNull().default('General'),
    /** `task` for work an admin sets; `intake` and `release` are the steps of a storage agreement. */
    kind: varchar('kind', { length: 20 }).notNull().default('task'),
    agreementId: integer('agreement_id').references(() => storageAgreements.id, { onDelete: 'restrict' }),
    /** Intake and release work as facts, worded in the reader's language; `task` keeps an English caption for search and exports. */
    facts: jsonb('facts').$type<AssignmentFacts>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('assignments_employee_idx').on(t.employeeId),
    index('assignments_branch_idx').on(t.branchId),
    index('assignments_status_idx').on(t.status),
    check(
      'assignments_status_check',
      sql`${t.status} in ('pending', 'in_progress', 'scheduled', 'completed', 'cancelled')`,
    ),
    index('assignments_agreement_idx').on(t.agreementId),
    check('assignments_kind_check', sql`${t.kind} in ('task', 'intake', 'release')`),
    check('assignments_agreement_check', sql`(${t.kind} = 'task') = (${t.agreementId} is null)`),
    check('assignments_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('assignments_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
