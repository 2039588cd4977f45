import { z } from 'zod';
import { optionalPhoneField, type PhoneCountry, type PhoneReading } from '../common/phone.js';
import { emailField, optionalText, requiredText } from '../common/validation.js';
import { versionInBody } from '../common/versioning.js';
import { PASSWORD_MAX_LENGTH, REGISTER_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './schemas.js';

/*
 * What people write about themselves: registration and their own profile. Kept apart from the
 * sign-in and user schemas because the phone field carries the numbering plans of every country,
 * which screens that only sign in or read the current user have no use for.
 */

const usernameField = requiredText('Username is required', 150)
  .min(USERNAME_MIN_LENGTH, { error: 'Username must be at least 3 characters long', abort: true })
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');

const registerPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(REGISTER_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/**
 * What POST /api/auth/register accepts, with phones read the given way (PhoneReading). A role sent
 * by a client is ignored: registration makes customers.
 */
const registerRequestSchemaFor = (phones: PhoneReading) =>
  z.object({
    first_name: requiredText('First name is required', 100),
    last_name: requiredText('Last name is required', 100),
    username: usernameField,
    email: emailField('Email is required', 'Please enter a valid email address'),
    phone: optionalPhoneField(phones),
    address: optionalText(300, 'multi-line'),
    password: registerPasswordField,
  });
/** The route's schema; the server then reads the phone with the site's country. */
export const registerRequestSchema = registerRequestSchemaFor('as-typed');
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register screen's form: the request with the site's country, plus a confirmation that is never sent. */
export const registerFormSchemaFor = (country: PhoneCountry) => {
  const request = registerRequestSchemaFor(country);
  return z
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
      const parsed = request.safeParse(form);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
      }
      if (form.confirmPassword !== form.password) {
        ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
      }
    });
};
export type RegisterForm = z.infer<ReturnType<typeof registerFormSchemaFor>>;

/**
 * PUT /api/users/me with phones read the given way: own profile fields only. Role, branch,
 * is_active and username are not accepted.
 */
export const updateMeRequestSchemaFor = (phones: PhoneReading) =>
  z
    .object({
      first_name: requiredText('First name is required', 100),
      last_name: requiredText('Last name is required', 100),
      email: emailField('Email is required', 'Please enter a valid email address'),
      phone: optionalPhoneField(phones),
      address: optionalText(300, 'multi-line'),
      bio: optionalText(1000, 'multi-line'),
      // Only kept for staff: the employee settings screen shows it; customers have no such field.
      emergency_contact: optionalText(200),
      ...versionInBody,
    })
    .partial()
    .strict();
/** The route's schema; the server then reads the phone with the site's country. */
export const updateMeRequestSchema = updateMeRequestSchemaFor('as-typed');
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
