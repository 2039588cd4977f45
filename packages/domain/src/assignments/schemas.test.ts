import { describe, expect, it } from 'vitest';
import {
  assignmentListQuerySchema,
  categoryOrDefault,
  createAssignmentRequestSchema,
  employeeAssignmentUpdateSchema,
  updateAssignmentRequestSchema,
} from './schemas.js';

const valid = { employee_id: 2, branch_id: 1, task: 'Count aisle 4', due_date: '2026-03-14' };
const messageOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('create assignment request', () => {
  it('when only the required fields are sent, then the defaults apply (medium, 8 hours)', () => {
    expect(createAssignmentRequestSchema.parse(valid)).toEqual({ ...valid, priority: 'medium', estimated_hours: 8 });
  });

  it('when status or progress is sent, then they are dropped: a new assignment is pending at 0', () => {
    const parsed = createAssignmentRequestSchema.parse({ ...valid, status: 'completed', progress: 90 });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('progress');
  });

  it.each([
    ['employee_id', undefined],
    ['employee_id', ''],
    ['employee_id', null],
    ['branch_id', undefined],
    ['branch_id', ''],
    ['task', undefined],
    ['task', '   '],
    ['due_date', undefined],
    ['due_date', ''],
  ])('when %s is %j, then "Please fill in all required fields"', (field, value) => {
    const result = createAssignmentRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(messageOf(result, field)).toBe('Please fill in all required fields');
  });

  it.each([
    ['employee_id', 'abc', 'Employee must be an id'],
    ['employee_id', 1.5, 'Employee must be an id'],
    ['branch_id', 0, 'Branch must be an id'],
    ['due_date', '2026-02-30', 'Due date must be a valid date (YYYY-MM-DD)'],
    ['due_date', '14/03/2026', 'Due date must be a valid date (YYYY-MM-DD)'],
    ['priority', 'critical', 'Priority must be one of low, medium, high, urgent'],
    ['estimated_hours', -1, 'Estimated hours cannot be negative'],
    ['estimated_hours', 10_000, 'Estimated hours must be at most 9999.99'],
    ['actual_hours', 1000, 'Actual hours must be a number from 0 to 999.9, in tenths of an hour'],
    ['actual_hours', -0.1, 'Actual hours must be a number from 0 to 999.9, in tenths of an hour'],
    ['actual_hours', 1.25, 'Actual hours must be a number from 0 to 999.9, in tenths of an hour'],
    ['task', 'x'.repeat(201), 'At most 200 characters'],
    ['category', 'x'.repeat(61), 'At most 60 characters'],
  ])('when %s is %j, then "%s"', (field, value, message) => {
    const result = createAssignmentRequestSchema.safeParse({ ...valid, [field]: value });
    expect(messageOf(result, field)).toBe(message);
  });

  it('when the edges of the ranges are sent, then they are accepted', () => {
    expect(
      createAssignmentRequestSchema.safeParse({ ...valid, estimated_hours: 9999.99, actual_hours: 999.9 }).success,
    ).toBe(true);
    expect(createAssignmentRequestSchema.safeParse({ ...valid, actual_hours: 0 }).success).toBe(true);
    expect(createAssignmentRequestSchema.safeParse({ ...valid, task: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('update assignment request', () => {
  it('when only some fields are sent, then only those are in the result (no defaults)', () => {
    expect(updateAssignmentRequestSchema.parse({ task: ' New ' })).toEqual({ task: 'New' });
  });

  it('when the status alias in-progress is sent, then it becomes in_progress', () => {
    expect(updateAssignmentRequestSchema.parse({ status: 'in-progress' })).toEqual({ status: 'in_progress' });
  });

  it.each([-1, 101, 50.5, '50'])('when progress is %j, then it is refused', (progress) => {
    const result = updateAssignmentRequestSchema.safeParse({ progress });
    expect(messageOf(result, 'progress')).toBe('Progress must be a whole number from 0 to 100');
  });

  it('when progress is 0 or 100, then it is accepted', () => {
    expect(updateAssignmentRequestSchema.parse({ progress: 0 })).toEqual({ progress: 0 });
    expect(updateAssignmentRequestSchema.parse({ progress: 100 })).toEqual({ progress: 100 });
  });

  it('when nothing (or only unknown keys) is sent, then "Nothing to update"', () => {
    for (const body of [{}, { unknown: 1 }]) {
      const result = updateAssignmentRequestSchema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe('Nothing to update');
    }
  });

  it('when a required field is cleared, then "Please fill in all required fields"', () => {
    expect(messageOf(updateAssignmentRequestSchema.safeParse({ task: '' }), 'task')).toBe(
      'Please fill in all required fields',
    );
    expect(messageOf(updateAssignmentRequestSchema.safeParse({ employee_id: null }), 'employee_id')).toBe(
      'Please fill in all required fields',
    );
  });
});

describe('employee update request', () => {
  it('when status and progress are sent, then they are accepted', () => {
    expect(employeeAssignmentUpdateSchema.parse({ status: 'in-progress', progress: 20 })).toEqual({
      status: 'in_progress',
      progress: 20,
    });
  });
  it('when any other field is sent, then it is refused', () => {
    expect(employeeAssignmentUpdateSchema.safeParse({ status: 'completed', task: 'x' }).success).toBe(false);
  });
});

describe('list query and category', () => {
  it('when filters are blank or "all", then they are ignored; paging is bounded', () => {
    expect(assignmentListQuerySchema.parse({ status: 'all', priority: '', employee_id: '' })).toEqual({
      skip: 0,
      limit: 100,
    });
    expect(assignmentListQuerySchema.parse({ status: 'in-progress', employee_id: '3', limit: '200' })).toEqual({
      status: 'in_progress',
      employee_id: 3,
      skip: 0,
      limit: 200,
    });
    expect(assignmentListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(assignmentListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
  it('when the category is blank, then it is General', () => {
    expect(categoryOrDefault('')).toBe('General');
    expect(categoryOrDefault(null)).toBe('General');
    expect(categoryOrDefault(' Safety ')).toBe('Safety');
  });
});
