import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from './messages.js';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code; spaces people type between the groups are dropped. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Recovery codes as shown: two groups of five letters/digits, e.g. "k7pqm-x3d9a". */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** Spaces and case do not matter in a typed code. */
export const normalizeTwoFactorCode = (value: string) => value.replace(/\s+/g, '').toLowerCase();

export const isTotpCode = (value: string) => TOTP_CODE_PATTERN.test(normalizeTwoFactorCode(value));
export const isRecoveryCode = (value: string) => RECOVERY_CODE_PATTERN.test(normalizeTwoFactorCode(value));

/** A code field that takes either a 6-digit authenticator code or a recovery code. */
export const twoFactorCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform(normalizeTwoFactorCode)
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired, abort: true })
      .refine(
        (value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
        TWO_FACTOR_MESSAGES.invalidCode,
      ),
  );

/** Only an authenticator code: enrolment proves the app is set up. */
export const totpCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform(normalizeTwoFactorCode)
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired, abort: true })
      .regex(TOTP_CODE_PATTERN, TWO_FACTOR_MESSAGES.codeRequired),
  );
