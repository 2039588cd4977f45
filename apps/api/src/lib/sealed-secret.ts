import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server has to read back (a TOTP seed cannot be hashed like a password) are stored
 * sealed with AES-256-GCM, under a key derived from the server secret for one purpose, so a
 * database dump, a backup download or a read-only SQL leak does not carry them in the clear.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url. Changing the server secret makes sealed
 * values unreadable: `open` then answers null (for two-factor sign-in the recovery codes, which are
 * hashes, still work).
 */
export type SecretSealer = {
  seal(plain: string): string;
  /** The plain value; null when it was sealed under another key or altered. */
  open(stored: string): string | null;
  isSealed(stored: string): boolean;
  /** What every sealed value starts with, for finding unsealed ones in the database. */
  sealedPrefix: string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

export function secretSealer(serverSecret: string, purpose: string): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'stockyard', purpose, 32));
  const sealedPrefix = `${VERSION}.`;
  return {
    sealedPrefix,
    isSealed: (stored) => stored.startsWith(sealedPrefix),
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored) {
      const parts = stored.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) return null;
      const [iv, tag, body] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv!.length !== IV_BYTES || tag!.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
