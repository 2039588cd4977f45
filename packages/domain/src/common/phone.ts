import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from './validation.js';

/**
 * Phones are kept in E.164 (`+442079460958`): the one form an SMS gateway takes and the one every
 * screen can format for its reader. A number without its country code cannot be read that way (the
 * same digits are a different line in each country), so it is refused rather than guessed.
 */
export const PHONE_MESSAGES = {
  invalid: 'Enter the number with its country code, e.g. +44 20 7946 0958',
  tooLong: 'A phone number has at most 40 characters',
} as const;

/** The longest phone text accepted before parsing (the stored column's width). */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** Digits and the punctuation people write between them; letters (vanity numbers, "ext.") are refused. */
const PHONE_CHARACTERS = /^\+?[\d\s.\-()/]+$/;

/**
 * The number in E.164, or null when it is not a valid number with its country code. A leading 00
 * (the international prefix most countries dial) is read as +.
 */
export function toE164Phone(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  if (!text || text.length > PHONE_INPUT_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (!international.startsWith('+')) return null;
  try {
    const parsed = parsePhoneNumberWithError(international);
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** A stored phone as a reader writes it (`+44 20 7946 0958`); text that is not a valid number is shown as it is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const e164 = toE164Phone(phone);
  if (!e164) return phone;
  return parsePhoneNumberWithError(e164).formatInternational();
}

const phoneText = (missingMessage: string = PHONE_MESSAGES.invalid) =>
  z
    .string({ error: missingMessage })
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGES.tooLong)
    .refine((value) => hasNoControlCharacters(value), CONTROL_CHARACTER_MESSAGE);

const toE164OrRefuse = <T>(value: string, ctx: z.RefinementCtx<T>) => {
  const e164 = toE164Phone(value);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
  return z.NEVER;
};

/** A phone that must be given: answered in E.164, or refused with the country-code message. */
export const phoneField = (requiredMessage: string) =>
  phoneText(requiredMessage).min(1, { error: requiredMessage, abort: true }).transform(toE164OrRefuse);

/** A phone that may be left empty (null then); anything written must be a valid international number. */
export const optionalPhoneField = () =>
  phoneText()
    .optional()
    .nullable()
    .transform((value, ctx) => (value ? toE164OrRefuse(value, ctx) : null));
