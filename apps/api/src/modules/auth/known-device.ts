import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device the owner signed in from before (OWASP's "device cookie"). A successful sign-in leaves a
 * signed, HttpOnly cookie naming the account and a random device id; the next sign-in from that
 * browser sends it back, and is then counted under that device alone: guesses spread over many
 * addresses, which pause the account for every unknown device, never shut out a known one. The
 * cookie is not a credential (the password is still checked, and a wrong one still counts against
 * that device), and it goes only to the sign-in path.
 */
export const DEVICE_COOKIE = 'stockyard_device';
const DEVICE_PATH = '/api/auth';
const DEVICE_DAYS = 180;

export type KnownDevice = { userId: number; deviceId: string };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `stockyard-device:${secret}`).update(payload).digest('base64url');

/** A new device token for the account: `<user id>.<device id>.<expiry (unix s)>.<signature>`. */
export function deviceToken(
  secret: string,
  userId: number,
  now: Date,
  deviceId = randomBytes(16).toString('base64url'),
) {
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_DAYS * 86_400;
  const payload = `${userId}.${deviceId}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device a token names, when its signature checks out and it has not expired. */
export function readDeviceToken(secret: string, token: string | undefined, now: Date): KnownDevice | null {
  const match = token ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, userId, deviceId, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${deviceId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return { userId: Number(userId), deviceId };
}

/** The Set-Cookie value that keeps the token in the browser for the sign-in path only. */
export function deviceCookie(token: string, secure: boolean): string {
  const parts = [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_PATH}`,
    `Max-Age=${DEVICE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The device cookie's value from a Cookie header, if there is one. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === DEVICE_COOKIE)
      return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
