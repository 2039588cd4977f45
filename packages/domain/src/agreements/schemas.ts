import { z } from 'zod';
import { isCalendarDate } from '../assignments/due-date.js';
import { branchPriceSchema, currencySchema } from '../billing/schemas.js';
import { MAX_ID } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { agreementStatusSchema } from './status.js';
import { VOLUME_MESSAGES } from './volume.js';

export const APPROVAL_MESSAGES = {
  branchRequired: 'Choose the branch that will store the goods',
  startDateRequired: 'Choose the date the goods arrive',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD)',
  startDatePast: 'Start date cannot be in the past',
  assigneeInvalid: 'Choose an employee who works at this branch',
  noIntakeStaff: 'Nobody works at this branch to receive the goods: choose another branch or give it staff first',
  fieldsOnlyOnApproval: 'A branch, start date, volume or employee is only given when approving',
} as const;

const idField = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A calendar date the goods arrive on; the server also refuses one in the past. */
export const startDateField = z
  .string({ error: APPROVAL_MESSAGES.startDateRequired })
  .min(1, { error: APPROVAL_MESSAGES.startDateRequired, abort: true })
  .refine(isCalendarDate, APPROVAL_MESSAGES.startDateInvalid);

/**
 * What an approval adds to the review: where and when the goods go, and who receives them.
 * Checked against the status by the review schema (required when approving, refused otherwise).
 */
export const approvalFields = {
  branch_id: idField(APPROVAL_MESSAGES.branchRequired).optional(),
  start_date: startDateField.optional(),
  volume: z
    .number({ error: VOLUME_MESSAGES.invalid })
    .int(VOLUME_MESSAGES.invalid)
    .min(1, VOLUME_MESSAGES.invalid)
    .max(MAX_ID, VOLUME_MESSAGES.invalid)
    .nullish(),
  assignee_id: idField(APPROVAL_MESSAGES.assigneeInvalid).nullish(),
};
export type ApprovalFields = {
  branch_id?: number | undefined;
  start_date?: string | undefined;
  volume?: number | null | undefined;
  assignee_id?: number | null | undefined;
};

/** The storage agreement an approved application became, as its customer and staff read it. */
export const agreementSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  customer_id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  branch_location: z.string(),
  volume: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: agreementStatusSchema,
  intake_assignment_id: z.number().int().nullable(),
  intake_employee_name: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...versionInRecord,
});
export type Agreement = z.infer<typeof agreementSchema>;

/** POST /agreements/{id}/cancel: the version of the agreement the customer read (or If-Match). */
export const agreementCancelSchema = z.object({ ...versionInBody });

/** Someone who can receive the goods at a branch, with the work already on their list. */
export const intakeStaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['admin', 'employee']),
  is_manager: z.boolean(),
  open_assignments: z.number().int(),
});
export type IntakeStaff = z.infer<typeof intakeStaffSchema>;

/** A branch the reviewer may pick: it has room for the volume. */
export const placementOptionSchema = z.object({
  branch_id: z.number().int(),
  name: z.string(),
  location: z.string(),
  capacity: z.number().int(),
  used_space: z.number().int(),
  reserved_space: z.number().int(),
  available_space: z.number().int(),
  default_assignee_id: z.number().int().nullable(),
  staff: z.array(intakeStaffSchema),
  /** The price the customer was quoted at this branch, by the same function; null when the branch has no rate. */
  price: branchPriceSchema.nullable(),
});

export const placementOptionsSchema = z.object({
  /** The volume the options were chosen for (the estimate's units, or the figure asked about). */
  volume: z.number().int(),
  /** True when the application is extra large, so the reviewer may give a larger figure. */
  volume_adjustable: z.boolean(),
  currency: currencySchema,
  branches: z.array(placementOptionSchema),
});
export type PlacementOptions = z.infer<typeof placementOptionsSchema>;

export const placementQuerySchema = z.object({
  volume: z.coerce
    .number({ error: VOLUME_MESSAGES.invalid })
    .int(VOLUME_MESSAGES.invalid)
    .min(1, VOLUME_MESSAGES.invalid)
    .max(MAX_ID, VOLUME_MESSAGES.invalid)
    .optional(),
});

/**
 * The default intake employee: the branch manager when there is one, else the branch's employee
 * with the fewest open assignments (the lowest id among equals, so the choice is stable).
 */
export function defaultIntakeAssignee(staff: readonly IntakeStaff[]): number | null {
  const manager = staff.find((person) => person.is_manager);
  if (manager) return manager.id;
  const employees = staff
    .filter((person) => person.role === 'employee')
    .sort((a, b) => a.open_assignments - b.open_assignments || a.id - b.id);
  return employees[0]?.id ?? null;
}
