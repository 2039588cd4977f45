import { z } from 'zod';
import { isCalendarDate } from '../assignments/due-date.js';
import { idField, MAX_ID, optionalText, requiredText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { canonicalCategory, GOOD_CATEGORIES } from '../goods/categories.js';
import { MAX_PRICE } from '../goods/constants.js';
import { timelineFactsSchema } from './facts.js';
import { agreementSchema } from './schemas.js';

/**
 * Intake, release and extension of a storage agreement (issue 36 items 3 to 5), and the places in a
 * branch the lots stand at. Messages are whole sentences the web's catalogs translate.
 */
export const LIFECYCLE_MESSAGES = {
  /** Intake and release assignments move with their lots, not through the assignment forms. */
  storageWorkElsewhere:
    'Intake and release work is completed or cancelled from the Intake and release queue, with its lots',
  locationCodeRequired: 'Enter the location code, such as A-03-2',
  locationCodeInvalid: 'A location code uses letters, digits, dots, dashes and slashes only',
  locationTaken: 'This branch already has a location with that code',
  locationNotFound: 'Storage location not found',
  locationOfOtherBranch: "Choose a location at the agreement's branch",
  locationInactive: 'This location is no longer in use: choose another',
  lotNameRequired: 'Enter what the lot is',
  piecesInvalid: 'Pieces must be a whole number of 1 or more',
  valueInvalid: 'Declared value must be 0 or more',
  notAwaitingIntake: 'This agreement is not waiting for its goods',
  intakeNeedsLots: 'Record at least one lot before completing the intake',
  lotNotFound: 'Lot not found',
  lotsRequired: 'Choose at least one stored lot',
  lotNotStored: 'Only stored lots of this agreement can be released',
  releaseDateRequired: 'Choose a date',
  releaseDatePast: 'The date cannot be in the past',
  addressRequired: 'Enter the delivery address',
  notActive: 'Lots can only be released from an agreement whose goods are stored',
  releaseStepInvalid: 'This lot cannot take that step: stored lots go in transit, then delivered',
  lotNotInRelease: 'This lot has not been asked back',
  extensionNotLater: 'The new end date must be after the current one',
  extensionPending: 'An extension is already waiting for a decision',
  extensionNotOpen: 'This agreement can no longer be extended',
  extensionDecided: 'This extension has already been decided',
  extensionNotFound: 'Extension not found',
} as const;
const M = LIFECYCLE_MESSAGES;

const LOCATION_CODE = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;
const locationCode = requiredText(M.locationCodeRequired, 40).regex(LOCATION_CODE, M.locationCodeInvalid);
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const calendarDate = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true }).refine(isCalendarDate, message);

export const locationSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  code: z.string(),
  is_active: z.boolean(),
  lots: z.number().int(),
  ...versionInRecord,
});
export type StorageLocation = z.infer<typeof locationSchema>;
export const locationListSchema = z.object({ locations: z.array(locationSchema) });
export const locationCreateSchema = z.object({ code: locationCode });
export const locationUpdateSchema = z.object({
  code: locationCode.optional(),
  is_active: z.boolean().optional(),
  ...versionInBody,
});
export const locationParams = z.object({ id: idField(), locationId: idField() });

/** One lot received at the intake: the customer's goods, never warehouse stock. */
export const intakeLotSchema = z.object({
  name: requiredText(M.lotNameRequired, 200),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (canonicalCategory(value) ?? value) : value),
    z.enum(GOOD_CATEGORIES),
  ),
  pieces: z.number({ error: M.piecesInvalid }).int(M.piecesInvalid).min(1, M.piecesInvalid).max(1_000_000),
  value: z.number({ error: M.valueInvalid }).min(0, M.valueInvalid).max(MAX_PRICE, M.valueInvalid),
  condition_note: optionalText(1000, 'multi-line'),
  location_id: id(M.locationOfOtherBranch),
});
export type IntakeLotInput = z.input<typeof intakeLotSchema>;

export const RELEASE_METHODS = ['pickup', 'delivery'] as const;
export type ReleaseMethod = (typeof RELEASE_METHODS)[number];

export const releaseRequestSchema = z
  .object({
    lot_ids: z.array(id(M.lotNotStored)).min(1, M.lotsRequired).max(500),
    method: z.enum(RELEASE_METHODS),
    date: calendarDate(M.releaseDateRequired),
    address: optionalText(500, 'multi-line'),
    ...versionInBody,
  })
  .superRefine((value, ctx) => {
    if (value.method === 'delivery' && !value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: M.addressRequired });
  });
export type ReleaseRequestInput = z.input<typeof releaseRequestSchema>;

/** A released lot's next step, lot by lot: stored -> in_transit -> delivered. */
export const RELEASE_STEPS = ['in_transit', 'delivered'] as const;
export type ReleaseStep = (typeof RELEASE_STEPS)[number];
export const releaseStepSchema = z.object({ status: z.enum(RELEASE_STEPS) });

export function canTakeReleaseStep(current: string, step: ReleaseStep): boolean {
  return step === 'in_transit' ? current === 'stored' : current === 'stored' || current === 'in_transit';
}

/** Lots out of the building (or gone): once every lot of an agreement is one of these, it closes. */
export const LOT_GONE_STATUSES: readonly string[] = ['delivered', 'removed'];
export const isAgreementEmptied = (lotStatuses: readonly string[]) =>
  lotStatuses.length > 0 && lotStatuses.every((status) => LOT_GONE_STATUSES.includes(status));

export const extensionRequestSchema = z.object({ end_date: calendarDate(M.extensionNotLater) });
export const extensionDecisionSchema = z.object({ accept: z.boolean() });
export const extensionParams = z.object({ id: idField(), extensionId: idField() });
export const lotParams = z.object({ id: idField(), lotId: idField() });

/** A later end date than the agreement's, for an agreement that still holds or expects goods. */
export function extensionRefusal(status: string, currentEnd: string, requested: string): string | null {
  if (!['reserved', 'awaiting_intake', 'active', 'release_requested'].includes(status)) return M.extensionNotOpen;
  if (!(requested > currentEnd)) return M.extensionNotLater;
  return null;
}

export const storageLotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  pieces: z.number().int().nullable(),
  value: z.number(),
  condition_note: z.string().nullable(),
  status: z.string(),
  location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  release_id: z.number().int().nullable(),
  /** Whether a photo was taken at the intake (GET /agreements/{id}/lots/{lotId}/photo). */
  has_photo: z.boolean(),
});
export type StorageLot = z.infer<typeof storageLotSchema>;

export const TIMELINE_KINDS = [
  'approved',
  'lot_received',
  'intake_completed',
  'cancelled',
  'release_requested',
  'lot_in_transit',
  'lot_delivered',
  'closed',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'rate_corrected',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TIMELINE_KINDS),
  /** What happened, as facts the reader's language puts into words; null on rows from before. */
  facts: timelineFactsSchema.nullable(),
  /** Free text written before facts were kept, shown as it is. */
  detail: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const releaseSchema = z.object({
  id: z.number().int(),
  method: z.enum(RELEASE_METHODS),
  date: z.string(),
  address: z.string().nullable(),
  assignment_id: z.number().int().nullable(),
});

export const extensionSchema = z.object({
  id: z.number().int(),
  previous_end_date: z.string(),
  requested_end_date: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  created_at: z.string(),
});

/** An agreement with its lots, timeline, releases and extensions: the My storage card and the staff view. */
export const agreementDetailSchema = agreementSchema.extend({
  customer_name: z.string(),
  /** The unit rate and monthly rent in force now (latest correction included), with the site's currency; null before pricing. */
  agreed_rate: z
    .object({
      unit_rate: z.number().int(),
      monthly_rent: z.number().int(),
      currency: z.string(),
      billed_through: z.string().nullable(),
    })
    .nullable(),
  lots: z.array(storageLotSchema),
  timeline: z.array(timelineEventSchema),
  releases: z.array(releaseSchema),
  extensions: z.array(extensionSchema),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;
export const agreementListSchema = z.object({ agreements: z.array(agreementDetailSchema) });

/** One open intake or release in the staff queue. */
export const QUEUE_KINDS = ['intake', 'release', 'extension'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
/** An open intake or release assignment, or an extension the customer asked for (no assignment). */
export const queueItemSchema = z.object({
  assignment_id: z.number().int().nullable(),
  kind: z.enum(QUEUE_KINDS),
  status: z.string(),
  due_date: z.string(),
  agreement_id: z.number().int(),
  agreement_status: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  employee_name: z.string(),
  volume: z.number().int(),
  lots: z.number().int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  kind: z.enum(QUEUE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const queueSchema = z.object({ items: z.array(queueItemSchema) });

/** Completing the intake: the agreement's version as read. */
export const intakeCompleteSchema = z.object({ ...versionInBody });
