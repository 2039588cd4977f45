import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { Transform } from 'node:stream';

/**
 * Encryption at rest of kept and downloaded backups, when BACKUP_KEY is set: AES-256-GCM over the
 * gzipped file. Layout: the line "STOCKYARD-ENC1\n", a 12-byte nonce, the ciphertext, the 16-byte
 * authentication tag. A file with a wrong key or a changed byte fails the tag and is refused.
 */
export const ENCRYPTED_MAGIC = Buffer.from('STOCKYARD-ENC1\n');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class BackupDecryptionError extends Error {}

export const DECRYPTION_FAILED =
  'it does not decrypt with this server’s BACKUP_KEY (another key, or the file was changed)';

export function encryptionStream(key: Buffer): Transform {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const head = started ? [] : [ENCRYPTED_MAGIC, nonce];
      started = true;
      callback(null, Buffer.concat([...head, cipher.update(chunk)]));
    },
    flush(callback) {
      const head = started ? [] : [ENCRYPTED_MAGIC, nonce];
      callback(null, Buffer.concat([...head, cipher.final(), cipher.getAuthTag()]));
    },
  });
}

/** Decrypts an encrypted backup, holding back the last 16 bytes (the tag) until the end. */
export function decryptionStream(key: Buffer): Transform {
  const headerBytes = ENCRYPTED_MAGIC.length + NONCE_BYTES;
  let pending = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending = Buffer.concat([pending, chunk]);
      if (!decipher) {
        if (pending.length < headerBytes) return callback();
        if (!pending.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
          return callback(new BackupDecryptionError('it is not an encrypted backup'));
        decipher = createDecipheriv('aes-256-gcm', key, pending.subarray(ENCRYPTED_MAGIC.length, headerBytes));
        pending = pending.subarray(headerBytes);
      }
      if (pending.length <= TAG_BYTES) return callback();
      const ready = pending.subarray(0, pending.length - TAG_BYTES);
      pending = pending.subarray(pending.length - TAG_BYTES);
      callback(null, decipher.update(ready));
    },
    flush(callback) {
      if (!decipher || pending.length !== TAG_BYTES) return callback(new BackupDecryptionError('the file is cut off'));
      decipher.setAuthTag(pending);
      try {
        callback(null, decipher.final());
      } catch {
        callback(new BackupDecryptionError(DECRYPTION_FAILED));
      }
    },
  });
}

/** What a backup file starts with: the encryption marker, gzip's magic bytes, or neither (plain). */
export function sniffBackupFile(path: string): 'encrypted' | 'gzip' | 'plain' {
  const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
  const fd = openSync(path, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    if (read === head.length && head.equals(ENCRYPTED_MAGIC)) return 'encrypted';
    return read >= 2 && head[0] === 0x1f && head[1] === 0x8b ? 'gzip' : 'plain';
  } finally {
    closeSync(fd);
  }
}
