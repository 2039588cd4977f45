import {
  AVATAR_CONTENT_TYPES,
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarTooLargeMessage,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { readMultipart, type UploadedFile } from '../../lib/multipart.js';

/** Busboy limits for the avatar route: one file and a few stray fields at most. */
export const AVATAR_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 2, fields: 5, parts: 8, headerPairs: 50 } as const;

/** Room for the part headers and a stray field around the image. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (limit: number) => new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage(limit));
const invalid = (message: string) => new AppError('VALIDATION', message, [{ field: AVATAR_FIELD, message }]);

/**
 * Reads the `avatar` file of a multipart body, at most `limit` bytes (the admin's upload limit when
 * it is stricter than the avatar's own).
 */
export async function readAvatarUpload(request: FastifyRequest, limit: number): Promise<UploadedFile> {
  const { files } = await readMultipart(request, {
    maxBodyBytes: limit + ENVELOPE_BYTES,
    fileLimit: (fieldname) => (fieldname === AVATAR_FIELD ? limit : undefined),
    errors: {
      notMultipart: () => new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.notMultipart),
      bodyTooLarge: () => tooLarge(limit),
      // A file under another name is dropped unread; a second avatar is refused.
      unexpectedFile: () => null,
      repeatedFile: () => invalid(AVATAR_MESSAGES.tooMany),
      parser: (code) => {
        if (code === 'FST_FILES_LIMIT') return invalid(AVATAR_MESSAGES.tooMany);
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(limit);
        return undefined;
      },
    },
  });
  const file = files[AVATAR_FIELD];
  if (!file) throw invalid(AVATAR_MESSAGES.missing);
  if (file.size > limit || !file.data) throw tooLarge(limit);
  if (file.size === 0) throw invalid(AVATAR_MESSAGES.empty);
  return file;
}

/** The stored content type of a JPG or PNG, judged by its bytes; anything else is refused. */
export async function avatarContentType(data: Buffer): Promise<string> {
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(data);
  } catch {
    detected = undefined;
  }
  const type = detected ? AVATAR_CONTENT_TYPES[detected.ext] : undefined;
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.wrongType);
  return type;
}
