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
import { drainPart, readFilePart, type UploadedFile } from '../../lib/multipart.js';

/** Busboy limits for the avatar route: one file and a few stray fields at most. */
export const AVATAR_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 2, fields: 5, parts: 8, headerPairs: 50 } as const;

/** Room for the part headers and a stray field around the image. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (limit: number) => new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage(limit));
const invalid = (message: string) => new AppError('VALIDATION', message, [{ field: AVATAR_FIELD, message }]);

function mapParserError(error: unknown, limit: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return invalid(AVATAR_MESSAGES.tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(limit);
  return new AppError('VALIDATION', 'The multipart body is malformed');
}

/**
 * Reads the `avatar` file of a multipart body, at most `limit` bytes. Every part is consumed even
 * after a problem, so the client gets an answer rather than a stalled upload.
 */
export async function readAvatarUpload(request: FastifyRequest, limit: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.notMultipart);
  if (Number(request.headers['content-length'] ?? 0) > limit + ENVELOPE_BYTES) throw tooLarge(limit);
  let file: UploadedFile | null = null;
  let problem: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (problem || part.type !== 'file' || part.fieldname !== AVATAR_FIELD) {
        await drainPart(part);
        continue;
      }
      if (file) {
        problem = invalid(AVATAR_MESSAGES.tooMany);
        await drainPart(part);
        continue;
      }
      file = await readFilePart(part, limit);
    }
  } catch (error) {
    throw problem ?? mapParserError(error, limit);
  }
  if (problem) throw problem;
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
