import {
  containsPersonalDetails,
  containsSiteName,
  PASSWORD_MIN_STRENGTH,
  PASSWORD_POLICY_MESSAGES,
  passwordTooShortMessage,
  personalInputsOf,
  type PasswordOwner,
} from '@stockyard/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { getSystemSettings } from '../settings/settings.repository.js';

// Built on first use: loading the dictionaries takes a quarter of a second.
let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn's score (0-4) for a password, with the person's own details as known words. Only the first
 * 72 characters are analysed: the estimate's cost grows with length, and a password whose first 72
 * characters are strong is strong.
 */
export function passwordStrength(password: string, owner: PasswordOwner): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: 72,
  });
  return estimator.check(password, personalInputsOf(owner)).score;
}

export type PasswordCheck = {
  /** The request field the password came in (the password change sends `new_password`). */
  field?: string;
  /** A screen's own minimum when it asks for more than the settings (never less). */
  minimum?: number;
  /** The screen's wording for a short password (spec 01 and 02 word it differently). */
  tooShort?: (min: number) => string;
};

/**
 * The one password rule for every new password (registration, admin create and reset, password
 * change): the admin's minimum length, none of the person's own details nor the site's name, and a strength estimate
 * against common passwords and patterns. Demo accounts are seeded directly and never pass here.
 */
export async function assertPasswordPolicy(
  db: Executor,
  password: string,
  owner: PasswordOwner,
  { field = 'password', minimum = 0, tooShort = passwordTooShortMessage }: PasswordCheck = {},
) {
  const refuse = (message: string) => new AppError('VALIDATION', message, [{ field, message }]);
  const settings = await getSystemSettings(db);
  const min = Math.max(minimum, settings.password_min_length);
  if (password.length < min) throw refuse(tooShort(min));
  if (containsPersonalDetails(password, owner)) throw refuse(PASSWORD_POLICY_MESSAGES.personal);
  if (containsSiteName(password, settings.site_name)) throw refuse(PASSWORD_POLICY_MESSAGES.siteName);
  if (passwordStrength(password, owner) < PASSWORD_MIN_STRENGTH) throw refuse(PASSWORD_POLICY_MESSAGES.tooWeak);
}

/**
 * The one check that a new password is not the one the account already has, for the self-service
 * change and an admin's reset alike: such a "change" changes nothing and keeps a leaked password
 * working. It is checked against the stored hash, since an admin does not know the password.
 */
export async function assertNotCurrentPassword(
  passwordHash: string,
  password: string,
  { field, message }: { field: string; message: string },
) {
  if (await verifyPassword(passwordHash, password)) throw new AppError('VALIDATION', message, [{ field, message }]);
}
