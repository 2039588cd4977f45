import { z } from 'zod';
import { versionInBody, versionInRecord } from '../common/versioning.js';

/** Stock moving from one branch to another (apps/api/src/db/schema/transfers.ts). */
export const TRANSFER_STATUSES = ['in_transit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The ledger reasons of a transfer's movements; each carries the transfer's reference. */
export const TRANSFER_REASONS = {
  out: 'Transfer out',
  in: 'Transfer in',
  shortfall: 'Transfer shortfall',
  returned: 'Transfer cancelled',
} as const;

/** TRF-000042: the reference on every ledger line a transfer writes. */
export const transferReference = (id: number) => `TRF-${String(id).padStart(6, '0')}`;

export const TRANSFER_QUANTITY_MAX = 1_000_000;
export const TRANSFER_NOTE_MAX = 500;
export const TRANSFER_PAGE_MAX_LIMIT = 100;

export const TRANSFER_MESSAGES = {
  notFound: 'Transfer not found',
  itemRequired: 'Choose the item to transfer',
  toBranchRequired: 'Choose the branch to send to',
  sameBranch: 'Choose a branch other than the item’s own',
  quantityRequired: 'Quantity must be a whole number of at least 1',
  tooFew: (available: number) => `Only ${available} in stock to transfer`,
  needsSku: 'Give the item a SKU first: transfers match items across branches by SKU',
  receivedTooMany: 'Received quantity cannot exceed the quantity sent',
  shortfallReasonRequired: 'Say why the shortfall is missing',
  notInTransit: 'This transfer is no longer in transit',
  customerLot: "A customer's lot is not transferred as stock",
  sourceGone: 'The item it came from no longer exists: receive it at the destination instead',
  created: 'Transfer created: the stock is in transit',
  received: 'Transfer received',
  cancelled: 'Transfer cancelled: the stock is back at the source',
} as const;

const quantity = z
  .number({ error: TRANSFER_MESSAGES.quantityRequired })
  .int(TRANSFER_MESSAGES.quantityRequired)
  .min(1, TRANSFER_MESSAGES.quantityRequired)
  .max(TRANSFER_QUANTITY_MAX, TRANSFER_MESSAGES.quantityRequired);

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/transfers. */
export const transferCreateSchema = z.object({
  good_id: id(TRANSFER_MESSAGES.itemRequired),
  to_branch_id: id(TRANSFER_MESSAGES.toBranchRequired),
  quantity,
  note: optionalText(TRANSFER_NOTE_MAX),
});
export type TransferCreateRequest = z.output<typeof transferCreateSchema>;
/** What a client sends: an empty note is left out (the server stores none). */
export type TransferCreateInput = z.input<typeof transferCreateSchema>;

/** POST /api/transfers/{id}/receive: what arrived; less than sent needs the shortfall's reason. */
export const transferReceiveSchema = z
  .object({
    received_quantity: z
      .number({ error: TRANSFER_MESSAGES.quantityRequired })
      .int(TRANSFER_MESSAGES.quantityRequired)
      .min(0, TRANSFER_MESSAGES.quantityRequired)
      .max(TRANSFER_QUANTITY_MAX, TRANSFER_MESSAGES.quantityRequired),
    shortfall_reason: optionalText(TRANSFER_NOTE_MAX),
    ...versionInBody,
  })
  .strict();
export type TransferReceiveRequest = z.output<typeof transferReceiveSchema>;

/** POST /api/transfers/{id}/cancel. */
export const transferCancelSchema = z
  .object({ ...versionInBody })
  .strict()
  .nullish();

/** The rule of a receipt, checked against the quantity sent (the server and the dialog both use it). */
export function receiptIssue(
  sent: number,
  received: number,
  reason: string | null | undefined,
): { field: 'received_quantity' | 'shortfall_reason'; message: string } | null {
  if (received > sent) return { field: 'received_quantity', message: TRANSFER_MESSAGES.receivedTooMany };
  if (received < sent && !reason?.trim())
    return { field: 'shortfall_reason', message: TRANSFER_MESSAGES.shortfallReasonRequired };
  return null;
}

/** The units written off at the destination: what was sent and did not arrive. */
export const shortfallOf = (sent: number, received: number) => Math.max(0, sent - received);

/** Which side of the caller's branches a listed transfer is on: sent from them, or coming to them. */
export const TRANSFER_DIRECTIONS = ['outgoing', 'incoming'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export const TRANSFER_SEARCH_MAX = 100;

const emptyIsAll = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const transferListQuerySchema = z.object({
  status: z.preprocess(emptyIsAll, z.enum(TRANSFER_STATUSES).optional()),
  /** Outgoing: from the branch (or the caller's branches); incoming: to it. */
  direction: z.preprocess(emptyIsAll, z.enum(TRANSFER_DIRECTIONS).optional()),
  /** One branch, either side (or the side `direction` names); staff only see their own branches' anyway. */
  branch_id: z.preprocess(emptyIsAll, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  /** Part of the reference (TRF-000042), SKU or item name, any case. */
  q: z
    .string()
    .trim()
    .max(TRANSFER_SEARCH_MAX)
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(TRANSFER_PAGE_MAX_LIMIT).default(20),
});

const branchRef = z.object({ id: z.number().int(), name: z.string() });

export const transferSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  from_branch: branchRef,
  to_branch: branchRef,
  source_good_id: z.number().int().nullable(),
  destination_good_id: z.number().int().nullable(),
  sku: z.string(),
  item_name: z.string(),
  quantity: z.number().int(),
  received_quantity: z.number().int().nullable(),
  shortfall: z.number().int(),
  shortfall_reason: z.string().nullable(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  received_by: z.string().nullable(),
  created_at: z.string(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether the caller may receive it (staff of the destination) or cancel it (staff of the source). */
  can_receive: z.boolean(),
  can_cancel: z.boolean(),
  ...versionInRecord,
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListResponseSchema = z.object({
  transfers: z.array(transferSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
  /** Units in transit over the listed transfers' filter (all statuses): what has left and not arrived. */
  in_transit_units: z.number().int(),
});
