import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for a base32 secret (RFC 6238: SHA-1, 30 s, 6 digits), for
 * tests that play the part of the person with the phone.
 */
export function totpCode(secret: string, at = new Date()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: at.getTime() });
}
