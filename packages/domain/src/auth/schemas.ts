import { z } from 'zod';
import { optionalPhoneField } from '../common/phone.js';
import { emailField, optionalText, requiredText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
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

const usernameField = requiredText('Username is required', 150)
  .min(USERNAME_MIN_LENGTH, { error: 'Username must be at least 3 characters long', abort: true })
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');

const registerPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(REGISTER_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/** What POST /api/auth/register accepts. A role sent by a client is ignored: registration makes customers. */
export const registerRequestSchema = z.object({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
  username: usernameField,
  email: emailField('Email is required', 'Please enter a valid email address'),
  phone: optionalPhoneField(),
  address: optionalText(300, 'multi-line'),
  password: registerPasswordField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register screen's form: the request plus a confirmation that is never sent. */
export const registerFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    address: z.string().optional(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    const parsed = registerRequestSchema.safeParse(form);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    if (form.confirmPassword !== form.password) {
      ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

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

/** PUT /api/users/me: own profile fields only. Role, branch, is_active and username are not accepted. */
export const updateMeRequestSchema = z
  .object({
    first_name: requiredText('First name is required', 100),
    last_name: requiredText('Last name is required', 100),
    email: emailField('Email is required', 'Please enter a valid email address'),
    phone: optionalPhoneField(),
    address: optionalText(300, 'multi-line'),
    bio: optionalText(1000, 'multi-line'),
    // Only kept for staff: the employee settings screen shows it; customers have no such field.
    emergency_contact: optionalText(200),
    ...versionInBody,
  })
  .partial()
  .strict();
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

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
  ...versionInRecord,
});
export type Profile = z.infer<typeof profileSchema>;

/** The message for a password under a minimum length, in the spec's wording. */
export const passwordTooShortMessage = (min: number) => `Password must be at least ${min} characters long`;
