import { z } from 'zod';
import { optionalText, plainText, requiredText } from '../common/validation.js';
import { versionInBody } from '../common/versioning.js';
import {
  AVAILABLE_ABOVE_CAPACITY_MESSAGE,
  AVAILABLE_INVALID_MESSAGE,
  AVAILABLE_TOO_LARGE_MESSAGE,
  BRANCH_REQUIRED_FIELDS_MESSAGE,
  CAPACITY_INVALID_MESSAGE,
  CAPACITY_TOO_LARGE_MESSAGE,
  MANAGER_NOT_STAFF_MESSAGE,
  OTHER_USE_INVALID_MESSAGE,
  OTHER_USE_TOO_LARGE_MESSAGE,
} from './messages.js';

/** The ceiling of the integer columns; larger numbers would fail in the database instead. */
export const MAX_BRANCH_SPACE = 2_147_483_647;
export const BRANCH_NAME_MAX = 150;
export const BRANCH_LOCATION_MAX = 300;
export const BRANCH_DESCRIPTION_MAX = 2000;

// An absent value, or NaN from an empty number input, is a missing field, not a wrong number.
const isBlank = (input: unknown) => input === undefined || input === null || input === '' || Number.isNaN(input);

/**
 * A space figure: a whole number from 0 to MAX_BRANCH_SPACE. The ceiling is checked first and stops
 * there, so a number above it gets only the "at most" message, even one too big to be a safe
 * integer (which the whole-number check would also refuse).
 */
const spaceNumber = (number: z.ZodNumber, invalid: string, tooLarge: string) =>
  number.max(MAX_BRANCH_SPACE, { error: tooLarge, abort: true }).int(invalid).min(0, invalid);

const capacityField = spaceNumber(
  z.number({ error: (issue) => (isBlank(issue.input) ? BRANCH_REQUIRED_FIELDS_MESSAGE : CAPACITY_INVALID_MESSAGE) }),
  CAPACITY_INVALID_MESSAGE,
  CAPACITY_TOO_LARGE_MESSAGE,
);
// Optional everywhere: null and undefined both mean "not given".
const availableField = spaceNumber(
  z.number({ error: AVAILABLE_INVALID_MESSAGE }),
  AVAILABLE_INVALID_MESSAGE,
  AVAILABLE_TOO_LARGE_MESSAGE,
)
  .nullish()
  .transform((value) => value ?? undefined);
/** Space taken outside Stockyard (DESIGN.md "Space"); absent keeps the stored figure. */
const otherUseField = spaceNumber(
  z.number({ error: OTHER_USE_INVALID_MESSAGE }),
  OTHER_USE_INVALID_MESSAGE,
  OTHER_USE_TOO_LARGE_MESSAGE,
)
  .nullish()
  .transform((value) => value ?? undefined);
const managerField = z
  .number({ error: MANAGER_NOT_STAFF_MESSAGE })
  .int(MANAGER_NOT_STAFF_MESSAGE)
  .positive(MANAGER_NOT_STAFF_MESSAGE)
  .max(MAX_BRANCH_SPACE, MANAGER_NOT_STAFF_MESSAGE);
const nameField = requiredText(BRANCH_REQUIRED_FIELDS_MESSAGE, BRANCH_NAME_MAX);
const locationField = requiredText(BRANCH_REQUIRED_FIELDS_MESSAGE, BRANCH_LOCATION_MAX);

/** On edits, an absent description or manager keeps the stored one; null (or "") clears it. */
const keptDescription = plainText(BRANCH_DESCRIPTION_MAX, 'multi-line')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));
const keptManager = managerField.nullish();

type SpaceFigures = { capacity?: unknown; available_space?: unknown };

/** Only compares two valid figures: a bad capacity already has its own message. */
const availableWithinCapacity = ({ capacity, available_space }: SpaceFigures) =>
  typeof capacity !== 'number' || typeof available_space !== 'number' || available_space <= capacity;
const availableCheck = { path: ['available_space'], message: AVAILABLE_ABOVE_CAPACITY_MESSAGE };

/**
 * Add Branch: a new branch holds no lots, so its other use is what the admin types, or what the
 * spec's available_space leaves of the capacity (absent: the capacity, nothing used).
 */
export const branchCreateSchema = z
  .object({
    name: nameField,
    location: locationField,
    description: optionalText(BRANCH_DESCRIPTION_MAX, 'multi-line'),
    capacity: capacityField,
    other_use: otherUseField,
    available_space: availableField,
    manager_id: managerField.nullish().transform((value) => value ?? null),
  })
  .refine(availableWithinCapacity, availableCheck)
  .transform(({ available_space, other_use, ...value }) => ({
    ...value,
    other_use: other_use ?? value.capacity - (available_space ?? value.capacity),
  }));
export type BranchCreateInput = z.input<typeof branchCreateSchema>;
export type BranchCreateRequest = z.output<typeof branchCreateSchema>;

const editShape = {
  name: nameField,
  location: locationField,
  description: keptDescription,
  capacity: capacityField,
  other_use: otherUseField,
  available_space: availableField,
  manager_id: keptManager,
  ...versionInBody,
};

/**
 * Edit Branch: the whole edited branch. other_use restates the space taken outside Stockyard;
 * available_space (older clients) implies one; with neither the stored other use is kept. The
 * server computes available from the records and answers 409 when it would fall below zero.
 */
export const branchUpdateSchema = z.object(editShape).refine(availableWithinCapacity, availableCheck);
export type BranchUpdateRequest = z.output<typeof branchUpdateSchema>;

/**
 * Manage Capacity: the spec's call sends capacity and available_space. The server keeps the stored
 * used space and derives the available space itself, so a stale figure from the dialog cannot undo
 * space taken in the meantime; available_space is only checked against the capacity.
 */
export const branchCapacityUpdateSchema = z
  .object({ capacity: capacityField, available_space: availableField, other_use: otherUseField, ...versionInBody })
  .refine(availableWithinCapacity, availableCheck);
export type BranchCapacityUpdateRequest = z.output<typeof branchCapacityUpdateSchema>;

export type BranchPutRequest =
  ({ kind: 'capacity' } & BranchCapacityUpdateRequest) | ({ kind: 'edit' } & BranchUpdateRequest);

const editOnlyKeys = ['name', 'location', 'description', 'manager_id'] as const;

/**
 * PUT /branches/{id} serves both calls of the spec: a body with only capacity (and available_space)
 * is a Manage Capacity update, anything else is an edit that needs name and location. One object
 * schema rather than a union, so a bad body gets field messages instead of "Invalid input".
 */
export const branchPutBodySchema = z
  .object({ ...editShape, name: nameField.optional(), location: locationField.optional() })
  .superRefine(
    (value, ctx) => {
      const isEdit = editOnlyKeys.some((key) => value[key] !== undefined);
      if (!isEdit) return;
      for (const key of ['name', 'location'] as const) {
        if (value[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: BRANCH_REQUIRED_FIELDS_MESSAGE });
      }
    },
    // Run even when other fields failed, so a missing name is reported together with them.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .refine(availableWithinCapacity, availableCheck)
  .transform((value): BranchPutRequest => {
    const { name, location, ...rest } = value;
    // The check above guarantees both are present whenever any edit-only field is.
    if (name === undefined || location === undefined) {
      return {
        kind: 'capacity',
        capacity: value.capacity,
        available_space: value.available_space,
        other_use: value.other_use,
        version: value.version,
      };
    }
    return { kind: 'edit', ...rest, name, location };
  });
