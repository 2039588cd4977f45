import { z } from 'zod';

/** The "simple address pattern" of spec 01 section 5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One line of text (names, usernames, subjects, search terms) or several (messages, notes,
 * descriptions, addresses). Neither may hold a control character: PostgreSQL cannot store a NUL at
 * all, and the others (escape, bell, backspace) only ever arrive by mistake or to mislead a reader
 * or a log. Multi-line text keeps tab, line feed and carriage return.
 */
export type TextKind = 'single-line' | 'multi-line';

const CONTROL_CHARACTERS: Record<TextKind, RegExp> = {
  // eslint-disable-next-line no-control-regex -- the rule is about exactly these characters
  'single-line': /[\u0000-\u001F\u007F]/,
  // eslint-disable-next-line no-control-regex -- as above, less tab (09), line feed (0A) and carriage return (0D)
  'multi-line': /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/,
};

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/** True when the text holds no character its kind forbids. */
export const hasNoControlCharacters = (value: string, kind: TextKind = 'single-line') =>
  !CONTROL_CHARACTERS[kind].test(value);

/** Trimmed text up to `max` characters without control characters: the base of every free-text field. */
export const plainText = (max: number, kind: TextKind = 'single-line') =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => hasNoControlCharacters(value, kind), CONTROL_CHARACTER_MESSAGE);

export const requiredText = (message: string, max = 200, kind: TextKind = 'single-line') =>
  // abort: an empty value reports only that it is required, not every other rule as well.
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `At most ${max} characters`)
    .refine((value) => hasNoControlCharacters(value, kind), CONTROL_CHARACTER_MESSAGE);

export const optionalText = (max = 500, kind: TextKind = 'single-line') =>
  plainText(max, kind)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 254).regex(EMAIL_PATTERN, invalidMessage);

/** Integer path ids: a positive 32-bit integer, coerced from the path string. */
export const idParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
