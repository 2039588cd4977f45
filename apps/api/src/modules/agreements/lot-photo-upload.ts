import {
  intakeLotSchema,
  LOT_DATA_FIELD,
  LOT_PHOTO_CONTENT_TYPES,
  LOT_PHOTO_FIELD,
  LOT_PHOTO_MAX_BYTES,
  LOT_PHOTO_MESSAGES,
  lotPhotoNameAllowed,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';

/** Busboy limits for the lot-with-photo route: the lot's fields and one image. */
export const LOT_UPLOAD_LIMITS = {
  fileSize: LOT_PHOTO_MAX_BYTES,
  files: 2,
  fields: 5,
  fieldSize: 64 * 1024,
  parts: 8,
  headerPairs: 50,
} as const;

/** Room for the lot's JSON and the part headers around the image. */
const ENVELOPE_BYTES = 128 * 1024;

export type LotPhoto = { contentType: string; data: Buffer };

const M = LOT_PHOTO_MESSAGES;
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
const wrongType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.wrongType);

/**
 * Reads a lot and its optional photo from multipart/form-data: `lot` (the JSON text of the intake
 * fields) and `photo` (a JPG, PNG or WebP of at most 5 MB, by its name and by its bytes). Every
 * problem is answered before anything is stored.
 */
export async function readLotUpload(
  request: FastifyRequest,
): Promise<{ lot: z.output<typeof intakeLotSchema>; photo: LotPhoto | null }> {
  const { files, fields } = await readMultipart(request, {
    maxBodyBytes: LOT_PHOTO_MAX_BYTES + ENVELOPE_BYTES,
    fileLimit: (fieldname) => (fieldname === LOT_PHOTO_FIELD ? LOT_PHOTO_MAX_BYTES : undefined),
    fields: [LOT_DATA_FIELD],
    errors: {
      notMultipart: () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.notMultipart),
      bodyTooLarge: tooLarge,
      unexpectedFile: () => null,
      repeatedFile: () => invalid(LOT_PHOTO_FIELD, M.tooMany),
      repeatedField: () => invalid(LOT_DATA_FIELD, M.lotInvalid),
      fieldTooLarge: () => invalid(LOT_DATA_FIELD, M.lotInvalid),
      parser: (code) => {
        if (code === 'FST_FILES_LIMIT') return invalid(LOT_PHOTO_FIELD, M.tooMany);
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge();
        return undefined;
      },
    },
  });
  const file = files[LOT_PHOTO_FIELD];
  let photo: LotPhoto | null = null;
  if (file) {
    if (!lotPhotoNameAllowed(file.name)) throw wrongType();
    if (file.size > LOT_PHOTO_MAX_BYTES || !file.data) throw tooLarge();
    if (file.size === 0) throw invalid(LOT_PHOTO_FIELD, M.empty);
    photo = { contentType: await photoContentType(file.data), data: file.data };
  }
  return { lot: parseLot(fields[LOT_DATA_FIELD]), photo };
}

function parseLot(raw: unknown) {
  if (raw === undefined) throw invalid(LOT_DATA_FIELD, M.lotMissing);
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(LOT_DATA_FIELD, M.lotInvalid);
    }
  }
  const parsed = intakeLotSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || LOT_DATA_FIELD,
    message: issue.message,
  }));
  throw new AppError('VALIDATION', errors[0]?.message ?? M.lotInvalid, errors);
}

/** The stored content type, judged by the bytes (file-type): a renamed file of another kind is refused. */
async function photoContentType(data: Buffer): Promise<string> {
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(data);
  } catch {
    detected = undefined;
  }
  const type = detected ? LOT_PHOTO_CONTENT_TYPES[detected.ext] : undefined;
  if (!type) throw wrongType();
  return type;
}
