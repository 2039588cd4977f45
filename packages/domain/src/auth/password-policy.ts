import { z } from 'zod';

/**
 * The password rules every new password meets (registration, admin create and reset, password
 * change). The length comes from the admin's settings; the strength is estimated on the server
 * (zxcvbn with its common-password and English dictionaries) against the person's own details.
 * The forms show the rules as the server states them in GET /api/settings/public.
 */

/** zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_STRENGTH = 3;

export const PASSWORD_POLICY_MESSAGES = {
  tooWeak: 'This password is too easy to guess. Use a longer passphrase of unrelated words with numbers or symbols.',
  personal: 'Password must not contain your name, username or email',
  siteName: "Password must not contain the site's name",
  sameAsCurrent: 'The new password must be different from your current password',
  /** An admin's reset to the password the user already has. */
  sameAsUsersCurrent: "The new password must be different from the user's current password",
} as const;

/** The rules beside the minimum length, as the forms list them. */
export const PASSWORD_STRENGTH_RULES = [
  'not a common or easily guessed password (such as password, 12345678 or aaaaaaaa)',
  'not your name, username or email',
  "not the site's name",
] as const;

/**
 * The product's own name, refused whatever the admin calls the site: it is the first word an
 * attacker tries against any Stockyard installation.
 */
const PRODUCT_NAME = 'Stockyard';

export const passwordPolicySchema = z.object({
  min_length: z.number().int(),
  max_length: z.number().int(),
  rules: z.array(z.string()),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const passwordPolicyFor = (minLength: number, maxLength: number): PasswordPolicy => ({
  min_length: minLength,
  max_length: maxLength,
  rules: [...PASSWORD_STRENGTH_RULES],
});

/** The hint under a password field: the length (a form may demand more than the policy) and the rules. */
export function passwordPolicyHint(policy: PasswordPolicy, minLength = policy.min_length): string {
  const [first = '', ...rest] = [`at least ${minLength} characters`, ...policy.rules];
  return `${[first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('; ')}.`;
}

/** Whose password it is: their own details must not make it up. */
export type PasswordOwner = {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

const letters = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * True when the password is the person's username, email or name, or contains their username, the
 * part of their email before the @ or their full name (at least 4 letters, so a short name does
 * not rule out every word that happens to contain it). Case, spaces and punctuation are ignored.
 */
export function containsPersonalDetails(password: string, owner: PasswordOwner): boolean {
  const text = letters(password);
  if (!text) return false;
  const whole = [owner.username, owner.email, owner.first_name, owner.last_name].map(letters);
  if (whole.includes(text)) return true;
  const parts = [owner.username, owner.email?.split('@')[0], `${owner.first_name ?? ''}${owner.last_name ?? ''}`].map(
    letters,
  );
  return parts.some((part) => part.length >= 4 && text.includes(part));
}

/** The details a strength estimator should treat as known to an attacker. */
export const personalInputsOf = (owner: PasswordOwner): string[] =>
  [owner.username, owner.email, owner.email?.split('@')[0], owner.first_name, owner.last_name].filter(
    (value): value is string => Boolean(value && value.trim()),
  );

/**
 * True when the password contains the site's name or the product's (at least 4 letters; case,
 * spaces and punctuation ignored): "stockyard1" and "Acme-Storage!" on a site named Acme Storage.
 */
export function containsSiteName(password: string, siteName: string | null | undefined): boolean {
  const text = letters(password);
  return [siteName, PRODUCT_NAME].map(letters).some((name) => name.length >= 4 && text.includes(name));
}
