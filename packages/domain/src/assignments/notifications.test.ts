import { describe, expect, it } from 'vitest';
import { notificationInputSchema } from '../notifications/schemas.js';
import { ASSIGNMENT_TASK_MAX_LENGTH } from './schemas.js';
import { assignmentCompletedNotification, assignmentNotification, EMPLOYEE_ASSIGNMENTS_LINK } from './notifications.js';

describe('assignment notifications', () => {
  it('names the task and links to My Assignments', () => {
    expect(assignmentNotification('assigned', 'Count aisle 4')).toEqual({
      title: 'New assignment',
      message: 'You have a new assignment: "Count aisle 4".',
      link: EMPLOYEE_ASSIGNMENTS_LINK,
    });
    expect(assignmentNotification('reassigned', 'Count aisle 4').message).toBe(
      '"Count aisle 4" has been given to someone else.',
    );
    expect(assignmentNotification('deleted', 'Count aisle 4')).toMatchObject({ title: 'Assignment removed' });
  });

  it('lists what an admin changed in words', () => {
    expect(assignmentNotification('updated', 'Count aisle 4', ['due_date', 'priority', 'branch_id']).message).toBe(
      'An admin changed your assignment "Count aisle 4" (due date, priority, branch).',
    );
    expect(assignmentNotification('updated', 'Count aisle 4').message).toBe(
      'An admin changed your assignment "Count aisle 4".',
    );
    expect(assignmentNotification('updated', 'T', ['some_new_field']).message).toContain('(some new field)');
  });

  it('stays a valid notification for the longest task', () => {
    const task = 'x'.repeat(ASSIGNMENT_TASK_MAX_LENGTH);
    for (const notice of ['assigned', 'updated', 'reassigned', 'deleted'] as const) {
      expect(notificationInputSchema.safeParse(assignmentNotification(notice, task, ['task', 'status'])).success).toBe(
        true,
      );
    }
  });
});

describe('assignment completed (to the admins)', () => {
  it('when hours were logged, then the message names them; without, it says who completed what', () => {
    expect(assignmentCompletedNotification('Evan Stone', 'Count aisle 4', '3.5')).toEqual({
      title: 'Assignment completed',
      message: 'Evan Stone completed "Count aisle 4" (3.5 h logged).',
      link: '/admin/assignments',
    });
    expect(assignmentCompletedNotification('Evan Stone', 'Count aisle 4', null).message).toBe(
      'Evan Stone completed "Count aisle 4".',
    );
  });
});
