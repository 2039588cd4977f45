import type { Assignment, AssignmentPriority, AssignmentStatus } from '@stockyard/domain';
import type { AssignmentRow } from './assignments.repository.js';

/** numeric columns arrive as strings from both drivers. */
const hours = (value: string | null) => (value === null ? null : Number(value));

export function toAssignment(row: AssignmentRow): Assignment {
  const a = row.assignment;
  return {
    id: a.id,
    employee_id: a.employeeId,
    employee: { id: a.employeeId, first_name: row.employeeFirstName, last_name: row.employeeLastName },
    branch_id: a.branchId,
    branch: { id: a.branchId, name: row.branchName },
    task: a.task,
    description: a.description,
    facts: a.facts,
    // The check constraints hold the columns to these sets.
    status: a.status as AssignmentStatus,
    priority: a.priority as AssignmentPriority,
    due_date: a.dueDate.toISOString(),
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    progress: a.progress,
    estimated_hours: Number(a.estimatedHours),
    actual_hours: hours(a.actualHours),
    category: a.category,
    supervisor: row.supervisor,
    created_by: a.createdBy,
    version: a.version,
  };
}
