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

/** The largest id a PostgreSQL integer (serial) column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as the API writes it: plain decimal digits, no sign, no leading zero, no space, no
 * exponent, point or hex prefix. Every other spelling of a number is refused rather than coerced, so
 * `0x1f`, ` 31`, `31.0`, `3.1e1` or `031` never reach the record 31.
 */
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const ID_MESSAGE = 'Must be a whole number in plain digits';

/** One path id: parsed from its digits only and within the integer range, else a 400. */
export const idField = () =>
  z.string().regex(ID_PATTERN, ID_MESSAGE).transform(Number).pipe(z.number().int().positive().max(MAX_ID, ID_MESSAGE));

/** The path parameters of every `/:id` route. */
export const idParam = z.object({ id: idField() });
