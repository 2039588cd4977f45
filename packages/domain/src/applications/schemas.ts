import { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  emailField,
  hasNoControlCharacters,
  optionalText,
  plainText,
  requiredText,
} from '../common/validation.js';
import { phoneField, type PhoneCountry } from '../common/phone.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { agreementSchema, approvalFields, APPROVAL_MESSAGES } from '../agreements/schemas.js';
import { DOCUMENT_KINDS } from './files.js';
import { APPLICATION_EMAIL_INVALID_MESSAGE, APPLICATION_REQUIRED_FIELDS_MESSAGE } from './messages.js';
import {
  ACCESS_FREQUENCIES,
  BUSINESS_TYPES,
  ESTIMATED_VOLUMES,
  ITEM_TYPES,
  STORAGE_DURATIONS,
  STORAGE_TYPES,
} from './options.js';
import { APPLICATION_STATUSES, applicationStatusSchema } from './status.js';

const REQUIRED = APPLICATION_REQUIRED_FIELDS_MESSAGE;
const isBlank = (input: unknown) => input === undefined || input === null || input === '';
const listOf = (values: readonly string[]) => values.join(', ');

/** A required option: blank says the wizard's one required message, anything else names the options. */
const requiredOption = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? REQUIRED : `${label} must be one of: ${listOf(values)}`),
  });

/** An optional option: blank (the select's empty choice) is stored as null. */
const optionalOption = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `${label} must be one of: ${listOf(values)}` })
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullable()
    .optional()
    .transform((value) => value ?? false);

/**
 * The storage application payload (spec 01 section 3), sent as the `application_data` JSON part,
 * with the contact phone read with the site's country. The wizard checks each step with it and the
 * server the whole submission. Business fields only mean something for a business account and are
 * cleared otherwise.
 */
export const applicationSubmitSchemaFor = (country: PhoneCountry) =>
  z
    .object({
      full_name: requiredText(REQUIRED, 200),
      email: emailField(REQUIRED, APPLICATION_EMAIL_INVALID_MESSAGE),
      phone: phoneField(REQUIRED, country),
      address: optionalText(300, 'multi-line'),
      is_business_account: flag('Business account'),
      business_name: optionalText(200),
      business_type: optionalOption(BUSINESS_TYPES, 'Business type'),
      item_type: requiredOption(ITEM_TYPES, 'Item type'),
      estimated_volume: optionalOption(ESTIMATED_VOLUMES, 'Estimated volume'),
      storage_type: requiredOption(STORAGE_TYPES, 'Storage type'),
      access_frequency: optionalOption(ACCESS_FREQUENCIES, 'Access frequency'),
      storage_duration: optionalOption(STORAGE_DURATIONS, 'Storage duration'),
      special_requirements: optionalText(2000, 'multi-line'),
      insurance_required: flag('Insurance required'),
      packing_services: flag('Packing services'),
      transportation_needed: flag('Transportation needed'),
    })
    .transform((value) => (value.is_business_account ? value : { ...value, business_name: null, business_type: null }));
export type ApplicationSubmitInput = z.input<ReturnType<typeof applicationSubmitSchemaFor>>;
export type ApplicationSubmit = z.output<ReturnType<typeof applicationSubmitSchemaFor>>;

/** The API path a document is downloaded from (with the bearer header; never a token in the URL). */
export const applicationDocumentPath = (applicationId: number, kind: (typeof DOCUMENT_KINDS)[number]) =>
  `/api/applications/${applicationId}/documents/${kind}`;

export const applicationDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** Spec 02 section 3 "Application", plus ownership and review fields. */
export const applicationSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  /**
   * The contact details given in the application: every viewer of an application (its owner and
   * the staff who process it) sees them; Profile Visibility governs the customer's profile only.
   */
  phone: z.string().nullable(),
  address: z.string().nullable(),
  is_business_account: z.boolean(),
  business_name: z.string().nullable(),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  item_type: z.enum(ITEM_TYPES),
  storage_type: z.enum(STORAGE_TYPES),
  estimated_volume: z.enum(ESTIMATED_VOLUMES).nullable(),
  access_frequency: z.enum(ACCESS_FREQUENCIES).nullable(),
  storage_duration: z.enum(STORAGE_DURATIONS).nullable(),
  special_requirements: z.string().nullable(),
  insurance_required: z.boolean(),
  packing_services: z.boolean(),
  transportation_needed: z.boolean(),
  inventory_list_url: z.string().nullable(),
  identification_doc_url: z.string().nullable(),
  documents: z.array(applicationDocumentSchema),
  status: applicationStatusSchema,
  employee_notes: z.string().nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The storage agreement an approval made; null before approval (and for approvals before agreements existed). */
  agreement: agreementSchema.nullable(),
  ...versionInRecord,
});
export type Application = z.infer<typeof applicationSchema>;

export const APPLICATION_PAGE_DEFAULT_LIMIT = 100;
export const APPLICATION_PAGE_MAX_LIMIT = 200;
export const APPLICATION_SEARCH_MAX_LENGTH = 100;

export const applicationListQuerySchema = z.object({
  // '' is the filter's "all" choice.
  status: z
    .union([z.literal(''), applicationStatusSchema], {
      error: 'Status must be pending, under_review, approved or rejected',
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(APPLICATION_PAGE_MAX_LIMIT).default(APPLICATION_PAGE_DEFAULT_LIMIT),
  search: plainText(APPLICATION_SEARCH_MAX_LENGTH)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const EMPLOYEE_NOTES_MAX_LENGTH = 2000;

/**
 * PUT /api/applications/{id}: a status change; notes left out keep the stored ones. `version` (or
 * If-Match) names the version of the application the reviewer decided on. Approving also says
 * where and when the goods go (branch_id, start_date), optionally the volume (extra large only)
 * and who receives them (assignee_id; the branch's default when left out).
 */
export const applicationReviewSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, {
      error: (issue) =>
        isBlank(issue.input) ? 'Status is required' : 'Status must be pending, under_review, approved or rejected',
    }),
    employee_notes: z
      .string({ error: 'Employee notes must be text' })
      .trim()
      .max(EMPLOYEE_NOTES_MAX_LENGTH, `At most ${EMPLOYEE_NOTES_MAX_LENGTH} characters`)
      .refine((value) => hasNoControlCharacters(value, 'multi-line'), CONTROL_CHARACTER_MESSAGE)
      .nullable()
      .optional(),
    ...approvalFields,
    ...versionInBody,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'approved') {
      if (value.branch_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['branch_id'], message: APPROVAL_MESSAGES.branchRequired });
      if (value.start_date === undefined)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: APPROVAL_MESSAGES.startDateRequired });
      return;
    }
    for (const key of ['branch_id', 'start_date', 'volume', 'assignee_id'] as const) {
      if (value[key] != null)
        ctx.addIssue({ code: 'custom', path: [key], message: APPROVAL_MESSAGES.fieldsOnlyOnApproval });
    }
  });
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/** Spec 02 section 3 "Application stats", kept exactly. */
export const applicationStatsSchema = z.object({
  total_applications: z.number().int(),
  pending_applications: z.number().int(),
  under_review_applications: z.number().int(),
  approved_applications: z.number().int(),
  rejected_applications: z.number().int(),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;
