/**
 * What the bell tells an employee about their assignments, when their Assignments notification flag
 * (employee settings, spec 01 section 3) is on. Admins make these changes; an employee's own
 * updates tell nobody.
 */
export const EMPLOYEE_ASSIGNMENTS_LINK = '/employee/assignments';

export type AssignmentNotice = 'assigned' | 'updated' | 'reassigned' | 'deleted';

/** Field names of an admin's update (the request's keys) as words for the message. */
const FIELD_WORDS: Record<string, string> = {
  task: 'task',
  description: 'description',
  branch_id: 'branch',
  priority: 'priority',
  due_date: 'due date',
  estimated_hours: 'estimated hours',
  actual_hours: 'actual hours',
  category: 'category',
  status: 'status',
  progress: 'progress',
};

export function assignmentNotification(notice: AssignmentNotice, task: string, changedFields: readonly string[] = []) {
  const link = EMPLOYEE_ASSIGNMENTS_LINK;
  switch (notice) {
    case 'assigned':
      return { title: 'New assignment', message: `You have a new assignment: "${task}".`, link };
    case 'updated': {
      const words = changedFields.map((field) => FIELD_WORDS[field] ?? field.replaceAll('_', ' '));
      const what = words.length > 0 ? ` (${words.join(', ')})` : '';
      return { title: 'Assignment updated', message: `An admin changed your assignment "${task}"${what}.`, link };
    }
    case 'reassigned':
      return { title: 'Assignment moved', message: `"${task}" has been given to someone else.`, link };
    case 'deleted':
      return { title: 'Assignment removed', message: `"${task}" has been removed from your assignments.`, link };
  }
}

/** Where an admin follows assignments. */
export const ADMIN_ASSIGNMENTS_LINK = '/admin/assignments';

/**
 * What the admins are told when an assignment is completed (by its employee, or by another admin):
 * who completed which task, and the hours logged when there are some.
 */
export function assignmentCompletedNotification(employee: string, task: string, hours: string | null) {
  const logged = hours === null ? '' : ` (${hours} h logged)`;
  return {
    title: 'Assignment completed',
    message: `${employee} completed "${task}"${logged}.`,
    link: ADMIN_ASSIGNMENTS_LINK,
  };
}
