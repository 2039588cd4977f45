import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, USERNAME_MIN_LENGTH, userSchema } from '../auth/schemas.js';
import { roleSchema } from '../auth/role-schema.js';
import { ROLES } from '../auth/roles.js';
import { detailResponseSchema } from '../common/errors.js';
import { optionalPhoneField } from '../common/phone.js';
import { emailField, optionalText, plainText, requiredText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';

/** Spec 02 section 9: minimum user password; the server also applies the admin's password policy. */
export const USER_PASSWORD_MIN_LENGTH = 6;
/** Spec 02 section 9: user list page size. */
export const USER_PAGE_DEFAULT_LIMIT = 10;
export const USER_PAGE_MAX_LIMIT = 100;
export const USER_SEARCH_MAX_LENGTH = 100;
/** The list endpoint answers a bare array (spec 02 section 7) and puts the total in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const USER_MESSAGES = {
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  activated: 'User activated successfully',
  deactivated: 'User deactivated successfully',
  deleted: 'User deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  branchRequired: 'Branch assignment is required for employees',
  emailTaken: 'Email already exists',
  usernameTaken: 'Username already exists',
  usernameImmutable: 'Username cannot be changed',
  passwordsDiffer: 'Passwords do not match',
  loadFailed: 'Failed to load users',
  saveFailed: 'Failed to save user. Please try again.',
  toggleFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete user',
} as const;

/** The message for a password shorter than the effective minimum (6, or the admin's policy if higher). */
export const userPasswordTooShortMessage = (min: number) => `Password must be at least ${min} characters`;

const usernameField = requiredText('Username is required', 150)
  .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters long')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(USER_PASSWORD_MIN_LENGTH, userPasswordTooShortMessage(USER_PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/** On edit a blank password keeps the current one. */
const optionalPasswordField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  passwordField.optional(),
);

const branchIdField = z
  .number({ error: 'Branch must be a branch id' })
  .int('Branch must be a branch id')
  .positive('Branch must be a branch id')
  .max(2_147_483_647, 'Branch must be a branch id')
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Most branches one employee works at (a guard on the request size, far above any real team). */
export const STAFF_BRANCHES_MAX = 50;

/**
 * The branches an employee works at besides (and including) the home branch `branch_id`. Absent
 * means "keep the stored set"; the server always adds the home branch to it.
 */
const staffBranchIdsField = z
  .array(z.number().int('Branch must be a branch id').positive('Branch must be a branch id').max(2_147_483_647), {
    error: 'Branches must be a list of branch ids',
  })
  .max(STAFF_BRANCHES_MAX, `At most ${STAFF_BRANCHES_MAX} branches`)
  .optional();

/** The branches an employee works at: the home branch plus the others chosen, each once, in order. */
export function staffBranchSet(role: string, homeBranch: number | null, others: readonly number[]): number[] {
  if (role !== 'employee' || homeBranch === null) return [];
  return [...new Set([homeBranch, ...others])].sort((a, b) => a - b);
}

const profileFields = () => ({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
  email: emailField('Email is required', 'Email is invalid'),
  role: z.enum(ROLES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Role is required' : 'Role must be admin, employee or customer',
  }),
  branch_id: branchIdField,
  branch_ids: staffBranchIdsField,
  // Read with the site's country by the server once the request is in (the admin's form has no phone).
  phone: optionalPhoneField('as-typed').optional(),
  address: optionalText(300, 'multi-line').optional(),
});

type BranchRuleInput = { role: string; branch_id: number | null };

/** Employees need a branch; customers never have one (a branch sent for a customer is cleared). */
function checkBranch(value: BranchRuleInput, ctx: z.RefinementCtx) {
  if (value.role === 'employee' && value.branch_id === null) {
    ctx.addIssue({ code: 'custom', message: USER_MESSAGES.branchRequired, path: ['branch_id'] });
  }
}
const clearCustomerBranch = <T extends BranchRuleInput & { branch_ids?: number[] | undefined }>(value: T): T =>
  value.role === 'customer' ? { ...value, branch_id: null, branch_ids: [] } : value;

/** POST /api/users (admin). */
export const createUserRequestSchema = z
  .object({
    username: usernameField,
    ...profileFields(),
    is_active: z.boolean().default(true),
    password: passwordField,
  })
  .superRefine(checkBranch)
  .transform(clearCustomerBranch);
export type CreateUserRequest = z.output<typeof createUserRequestSchema>;

/** PUT /api/users/{id} (admin): create without username; blank password keeps the current one. */
export const updateUserRequestSchema = z
  .object({
    username: z.never({ error: USER_MESSAGES.usernameImmutable }).optional(),
    ...profileFields(),
    is_active: z.boolean().optional(),
    password: optionalPasswordField,
    ...versionInBody,
  })
  .superRefine(checkBranch)
  .transform(clearCustomerBranch);
export type UpdateUserRequest = z.output<typeof updateUserRequestSchema>;

const blankToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/users query: search over username, names and email; role and status filters; bounded page. */
export const userListQuerySchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    plainText(USER_SEARCH_MAX_LENGTH).optional(),
  ),
  role: z.preprocess(blankToUndefined, roleSchema.optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES).optional()),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(USER_PAGE_MAX_LIMIT).default(USER_PAGE_DEFAULT_LIMIT),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** A user as the admin screens see it: the user plus its branch (id and name) when it has one. */
export const userListItemSchema = userSchema.extend({
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The branches an employee works at (home branch included); empty for admins and customers. */
  branch_ids: z.array(z.number().int()),
  ...versionInRecord,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** PATCH /api/users/{id}/toggle-active: no fields, only the version (or If-Match) it was read at. */
export const toggleActiveRequestSchema = z.object(versionInBody).nullish();

export const toggleActiveResponseSchema = z.object({ detail: z.string(), user: userListItemSchema });
export type ToggleActiveResponse = z.infer<typeof toggleActiveResponseSchema>;

export const deleteUserResponseSchema = detailResponseSchema;
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;
