import { z } from 'zod';

/** The "simple address pattern" of spec 01 section 5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText = (message: string, max = 200) =>
  // abort: an empty value reports only that it is required, not every other rule as well.
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, `At most ${max} characters`);

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 254).regex(EMAIL_PATTERN, invalidMessage);

/** Integer path ids: a positive 32-bit integer, coerced from the path string. */
export const idParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
