import { z } from 'zod';
import { detailResponseSchema } from '../common/errors.js';
import { plainText, requiredText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { assignmentFactsSchema } from '../agreements/facts.js';
import { isCalendarDate } from './due-date.js';
import {
  assignmentPrioritySchema,
  assignmentStatusSchema,
  DEFAULT_ASSIGNMENT_PRIORITY,
  priorityInput,
  statusInput,
} from './status.js';

/** Spec 01 constants: assignment defaults. */
export const DEFAULT_ESTIMATED_HOURS = 8;
export const DEFAULT_ASSIGNMENT_CATEGORY = 'General';

export const ASSIGNMENT_PAGE_DEFAULT_LIMIT = 100;
export const ASSIGNMENT_PAGE_MAX_LIMIT = 200;
export const ASSIGNMENT_TASK_MAX_LENGTH = 200;
export const ASSIGNMENT_DESCRIPTION_MAX_LENGTH = 2000;
export const ASSIGNMENT_CATEGORY_MAX_LENGTH = 60;
/** numeric(6,2) in the database. */
export const ASSIGNMENT_HOURS_MAX = 9999.99;
/** Hours logged on a task: a working record, to a tenth of an hour. */
export const ACTUAL_HOURS_MAX = 999.9;

export const ASSIGNMENT_MESSAGES = {
  required: 'Please fill in all required fields',
  created: 'Assignment created successfully',
  updated: 'Assignment updated successfully',
  deleted: 'Assignment deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this assignment?',
  onlyEmployees: 'Only users with role employee can be assigned',
  employeeNotFound: 'Employee not found',
  employeeInactive: 'This employee is deactivated and cannot be assigned',
  branchNotFound: 'Branch not found',
  employeeFieldsOnly: 'Employees may only change the status, progress and actual hours of their assignments',
  actualHoursRange: 'Actual hours must be a number from 0 to 999.9, in tenths of an hour',
  actualHoursOnCompletion: 'Actual hours are logged when the assignment is completed',
  nothingToUpdate: 'Nothing to update',
  invalidDueDate: 'Due date must be a valid date (YYYY-MM-DD)',
  dueDatePast: 'Due date cannot be in the past',
  progressRange: 'Progress must be a whole number from 0 to 100',
  // Admin screen errors (spec 02); the server's detail is shown when there is one.
  fetchFailed: 'Failed to fetch assignments',
  fetchEmployeesFailed: 'Failed to fetch employees',
  fetchBranchesFailed: 'Failed to fetch branches',
  createFailed: 'Failed to create assignment',
  updateFailed: 'Failed to update assignment',
  deleteFailed: 'Failed to delete assignment',
  // Employee screen (spec 01).
  loadFailed: 'Failed to load assignments',
  signInToView: 'Please log in to view your assignments',
  unavailable: 'Unable to load assignments at the moment',
  statusUpdateFailed: 'Failed to update assignment status',
  noAssignments: 'No assignments found',
  noAssignmentsYet: "You don't have any assignments yet.",
} as const;

export const statusUpdatedMessage = (label: string) => `Assignment status updated to ${label}`;
export const noAssignmentsWithStatusMessage = (label: string) => `No assignments with status "${label}".`;

/** A blank category means the default one. */
export const categoryOrDefault = (value: string | null | undefined) => value?.trim() || DEFAULT_ASSIGNMENT_CATEGORY;

const REQUIRED = ASSIGNMENT_MESSAGES.required;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const idField = (what: string) =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? REQUIRED : `${what} must be an id`) })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`)
    .max(2_147_483_647, `${what} must be an id`);

const dueDateField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .refine(isCalendarDate, ASSIGNMENT_MESSAGES.invalidDueDate);

const hoursField = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(ASSIGNMENT_HOURS_MAX, `${what} must be at most ${ASSIGNMENT_HOURS_MAX}`);

const inTenths = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6;

/** Actual hours: 0 to ACTUAL_HOURS_MAX in tenths; null clears them. */
export const actualHoursField = z
  .number({ error: ASSIGNMENT_MESSAGES.actualHoursRange })
  .min(0, ASSIGNMENT_MESSAGES.actualHoursRange)
  .max(ACTUAL_HOURS_MAX, ASSIGNMENT_MESSAGES.actualHoursRange)
  .refine(inTenths, ASSIGNMENT_MESSAGES.actualHoursRange);

const descriptionField = plainText(ASSIGNMENT_DESCRIPTION_MAX_LENGTH, 'multi-line').nullable();

const categoryField = plainText(ASSIGNMENT_CATEGORY_MAX_LENGTH).nullable();

export const progressField = z
  .number({ error: ASSIGNMENT_MESSAGES.progressRange })
  .int(ASSIGNMENT_MESSAGES.progressRange)
  .min(0, ASSIGNMENT_MESSAGES.progressRange)
  .max(100, ASSIGNMENT_MESSAGES.progressRange);

/**
 * POST /api/assignments (admin). Status and progress are not accepted: a new assignment is always
 * pending at 0 (unknown keys are dropped). due_date is a calendar date; the server stores its end.
 */
export const createAssignmentRequestSchema = z.object({
  employee_id: idField('Employee'),
  branch_id: idField('Branch'),
  task: requiredText(REQUIRED, ASSIGNMENT_TASK_MAX_LENGTH),
  description: descriptionField.optional(),
  priority: priorityInput.default(DEFAULT_ASSIGNMENT_PRIORITY),
  due_date: dueDateField,
  estimated_hours: hoursField('Estimated hours').default(DEFAULT_ESTIMATED_HOURS),
  actual_hours: actualHoursField.nullable().optional(),
  category: categoryField.optional(),
});
export type CreateAssignmentRequest = z.output<typeof createAssignmentRequestSchema>;
export type CreateAssignmentInput = z.input<typeof createAssignmentRequestSchema>;

/** Some field to change; the version only says which version the change was made from. */
const hasAnyField = (value: object) =>
  Object.entries(value).some(([key, field]) => key !== 'version' && field !== undefined);

/**
 * PUT /api/assignments/{id}. Admins may send any field; employees only EMPLOYEE_EDITABLE_FIELDS (the
 * server answers 403 otherwise). No defaults or transforms here: a key absent stays absent. Either
 * names the version the change was made from (`version` or If-Match).
 */
export const updateAssignmentRequestSchema = z
  .object({
    employee_id: idField('Employee').optional(),
    branch_id: idField('Branch').optional(),
    task: requiredText(REQUIRED, ASSIGNMENT_TASK_MAX_LENGTH).optional(),
    description: descriptionField.optional(),
    priority: priorityInput.optional(),
    status: statusInput.optional(),
    due_date: dueDateField.optional(),
    progress: progressField.optional(),
    estimated_hours: hoursField('Estimated hours').optional(),
    actual_hours: actualHoursField.nullable().optional(),
    category: categoryField.optional(),
    ...versionInBody,
  })
  .refine(hasAnyField, ASSIGNMENT_MESSAGES.nothingToUpdate);
export type UpdateAssignmentRequest = z.output<typeof updateAssignmentRequestSchema>;

/** Actual hours only on the way to (or on) completed: the completion form logs them. */
export const EMPLOYEE_EDITABLE_FIELDS = ['status', 'progress', 'actual_hours'] as const;

/** What the employee screen sends to PUT /api/assignments/{id}: status, progress, and hours on completion. */
export const employeeAssignmentUpdateSchema = z
  .object({
    status: statusInput.optional(),
    progress: progressField.optional(),
    actual_hours: actualHoursField.nullable().optional(),
    ...versionInBody,
  })
  .strict()
  .refine(hasAnyField, ASSIGNMENT_MESSAGES.nothingToUpdate);
export type EmployeeAssignmentUpdate = z.output<typeof employeeAssignmentUpdateSchema>;

const blankToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const optionalIdQuery = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

/** GET /api/assignments/my-assignments query: status and priority filters, bounded page. */
export const myAssignmentsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, statusInput.optional()),
  priority: z.preprocess(blankToUndefined, priorityInput.optional()),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ASSIGNMENT_PAGE_MAX_LIMIT).default(ASSIGNMENT_PAGE_DEFAULT_LIMIT),
});
export type MyAssignmentsQuery = z.output<typeof myAssignmentsQuerySchema>;

/** GET /api/assignments query (admin): adds employee and branch filters. */
export const assignmentListQuerySchema = myAssignmentsQuerySchema.extend({
  employee_id: optionalIdQuery,
  branch_id: optionalIdQuery,
});
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;

/** An assignment as both screens receive it (spec 02 Assignment plus spec 01 employee view). */
export const assignmentSchema = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  branch_id: z.number().int(),
  branch: z.object({ id: z.number().int(), name: z.string() }),
  task: z.string(),
  description: z.string().nullable(),
  /** Set on intake and release work the system creates: the reader's language words its title and description. */
  facts: assignmentFactsSchema.nullable(),
  status: assignmentStatusSchema,
  priority: assignmentPrioritySchema,
  due_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  progress: z.number().int(),
  estimated_hours: z.number(),
  actual_hours: z.number().nullable(),
  category: z.string(),
  /** Full name of the admin who created it; null once that account is gone. */
  supervisor: z.string().nullable(),
  created_by: z.number().int().nullable(),
  ...versionInRecord,
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const deleteAssignmentResponseSchema = detailResponseSchema;
