import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@stockyard/domain';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP) and base32 (RFC 4648) come from otpauth, a kept library; this
 * file only states Stockyard's choices: SHA-1, 6 digits, 30 s, one step of clock drift either side.
 * The RFC test vectors stay in totp.test.ts.
 */

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export const base32Encode = (data: Buffer): string => new Secret({ buffer: new Uint8Array(data).buffer }).base32;

/** Spaces, dashes and padding are ignored, case too; any other character outside the alphabet throws. */
export const base32Decode = (text: string): Buffer => Buffer.from(Secret.fromBase32(text.replace(/[\s=-]/g, '')).bytes);

/** 160 bits, the HMAC-SHA1 block-friendly size RFC 4226 recommends. */
export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

export const timeStep = (at: Date, period = TOTP_PERIOD_SECONDS) => Math.floor(at.getTime() / 1000 / period);

/** RFC 4226 HOTP; RFC 6238 TOTP is this over the time step. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  return HOTP.generate({
    secret: new Secret({ buffer: new Uint8Array(key).buffer }),
    counter,
    digits,
    algorithm: algorithm.toUpperCase(),
  });
}

export const totpAt = (secret: string, at: Date) => hotp(base32Decode(secret), timeStep(at));

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step a code belongs to, within one step either side of now (clock drift), or null.
 * Every candidate is compared (otpauth's validate stops at the first match), so the time taken
 * does not say which step matched.
 */
export function matchTotpStep(secret: string, code: string, now: Date, window = 1): number | null {
  const key = base32Decode(secret);
  const current = timeStep(now);
  let matched: number | null = null;
  for (let step = Math.max(0, current - window); step <= current + window; step += 1) {
    if (sameCode(hotp(key, step), code) && matched === null) matched = step;
  }
  return matched;
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

// No 0/o, 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7pqm-x3d9a" (about 49 bits each), shown once. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${group()}-${group()}`);
}

/** Recovery codes are random enough that a fast hash suffices; the stored form ignores the dash. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
