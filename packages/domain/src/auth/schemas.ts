import { z } from 'zod';
import { requiredText } from '../common/validation.js';
import { versionInRecord } from '../common/versioning.js';
import { twoFactorCodeField } from '../two-factor/code.js';
import { roleSchema } from './role-schema.js';

export const USERNAME_MIN_LENGTH = 3;
export const REGISTER_PASSWORD_MIN_LENGTH = 6;
/** Passwords are hashed whole; a cap keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const loginRequestSchema = z.object({
  username: requiredText('Username is required', 150),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  /** The second step for users with two-factor sign-in: an authenticator code or a recovery code. */
  otp_code: twoFactorCodeField.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: roleSchema,
  branch_id: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET/PUT /api/users/me: the user plus the fields the settings screens show. Position, department,
 * employee id and start date are set by admins and read-only here.
 */
export const profileSchema = userSchema.extend({
  bio: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  employee_code: z.string().nullable(),
  start_date: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  has_avatar: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** The branches an employee works at (home branch included); empty for admins and customers. */
  branch_ids: z.array(z.number().int()),
  ...versionInRecord,
});
export type Profile = z.infer<typeof profileSchema>;

/** The message for a password under a minimum length, in the spec's wording. */
export const passwordTooShortMessage = (min: number) => `Password must be at least ${min} characters long`;
