import { getCountries, isSupportedCountry, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from './validation.js';

/*
 * Phones are kept in E.164 (`+442079460958`): the one form an SMS gateway takes and the one every
 * screen can format for its reader. People type them as they say them, without the country code
 * for a number of their own country, so a number is read with the site's default country (System
 * Settings, or the country of the site's address); a number of another country needs its code.
 *
 * The 'min' metadata is used on purpose: it checks each country's numbering plan (lengths and valid
 * prefixes), which is all a contact number needs. 'max' adds the number types (mobile, fixed line)
 * at about twice the size, which the web would download for nothing.
 */

/** An ISO 3166-1 alpha-2 country whose numbering plan is known (`GB`, `DE`, `US`). */
export type PhoneCountry = CountryCode;

/** The default country of a new site (System Settings); the demo's numbers and currency are American. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

export const PHONE_MESSAGES = {
  invalid: 'Enter a valid phone number; a number of another country starts with its code, e.g. +44 20 7946 0958',
  tooLong: 'A phone number has at most 40 characters',
  countryInvalid: 'Choose a country from the list',
} as const;

/** The longest phone text accepted before parsing (the stored column's width). */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** Digits and the punctuation people write between them; letters (vanity numbers, "ext.") are refused. */
const PHONE_CHARACTERS = /^\+?[\d\s.\-()/]+$/;

/** Every country the phone rules can read numbers of (a function: only the settings screen lists them). */
export const phoneCountries = (): readonly PhoneCountry[] => getCountries();

/** A country code the phone rules can read numbers of. */
export const isPhoneCountry = (value: string): value is PhoneCountry => isSupportedCountry(value);

/**
 * The number in E.164, or null when it is not a valid number. A leading 00 (the international
 * prefix most countries dial) is read as +; a number without either is read as a number of
 * `country`, and refused when no country is given.
 */
export function toE164Phone(phone: string | null | undefined, country?: PhoneCountry | null): string | null {
  const text = phone?.trim() ?? '';
  if (!text || text.length > PHONE_INPUT_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (!international.startsWith('+') && !country) return null;
  try {
    const parsed = parsePhoneNumberWithError(international, country ?? undefined);
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/**
 * A stored phone as a reader writes it: a number of the site's country in its national form
 * (`020 7946 0958`), which is how people there say it; any other in international form
 * (`+49 30 12345678`). Text that is not a valid number (stored before numbers were checked) is
 * shown as it is.
 */
export function formatPhone(phone: string | null | undefined, country?: PhoneCountry | null): string {
  if (!phone) return '';
  // A number as typed into a form (the wizard's summary) reads like a stored one.
  const e164 = toE164Phone(phone, country);
  if (!e164) return phone;
  const parsed = parsePhoneNumberWithError(e164);
  return country && parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

const phoneText = (missingMessage: string = PHONE_MESSAGES.invalid) =>
  z
    .string({ error: missingMessage })
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGES.tooLong)
    .refine((value) => hasNoControlCharacters(value), CONTROL_CHARACTER_MESSAGE);

/**
 * How a schema reads a phone. With the site's country it answers E.164 or refuses the number (the
 * forms, and the server once it knows the country). `'as-typed'` is the routes' first check, made
 * before the request has read the settings: the text is checked for what can be known without a
 * country and kept as typed, and the server then reads it with the country (one step per route).
 */
export type PhoneReading = PhoneCountry | 'as-typed';

const toE164OrRefuse =
  (reading: PhoneReading) =>
  <T>(value: string, ctx: z.RefinementCtx<T>) => {
    if (reading === 'as-typed') {
      if (PHONE_CHARACTERS.test(value)) return value;
    } else {
      const e164 = toE164Phone(value, reading);
      if (e164) return e164;
    }
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  };

/** A phone that must be given: answered in E.164 (see PhoneReading), or refused. */
export const phoneField = (requiredMessage: string, reading: PhoneReading) =>
  phoneText(requiredMessage).min(1, { error: requiredMessage, abort: true }).transform(toE164OrRefuse(reading));

/** A phone that may be left empty (null then); anything written must be a valid number. */
export const optionalPhoneField = (reading: PhoneReading) =>
  phoneText()
    .optional()
    .nullable()
    .transform((value, ctx) => (value ? toE164OrRefuse(reading)(value, ctx) : null));

/**
 * A country setting: one whose numbering plan the phone rules know. No transform (answers are
 * encoded through the same schema), so it stays a string for the type checker.
 */
export const phoneCountryField = () =>
  z
    .string({ error: PHONE_MESSAGES.countryInvalid })
    .trim()
    .toUpperCase()
    .refine(isPhoneCountry, PHONE_MESSAGES.countryInvalid);
