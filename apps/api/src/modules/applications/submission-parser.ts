import {
  DOCUMENT_KINDS,
  DOCUMENT_RULES,
  documentTooLargeMessage,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readMultipart, type UploadedFile } from '../../lib/multipart.js';

export type { UploadedFile };

/** Busboy limits for the submit route: two files, one small JSON field, nothing else worth reading. */
export const SUBMISSION_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: DOCUMENT_KINDS.length,
  fields: 4,
  parts: 8,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;

/**
 * The most a valid submission can weigh: both documents at their limits, the JSON field, and
 * generous room for part headers. A declared length above it is refused before anything is read.
 */
export const SUBMISSION_MAX_BYTES =
  DOCUMENT_RULES.inventory_list.maxBytes +
  DOCUMENT_RULES.identification_doc.maxBytes +
  SUBMISSION_LIMITS.fieldSize +
  64 * 1024;

export type RawSubmission = {
  applicationData: unknown;
  files: Partial<Record<DocumentKind, UploadedFile>>;
};

const isKind = (name: string): name is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(name);

/** Busboy's limits and malformed bodies, in this route's words (undefined: the common answer). */
function parserError(code: string | undefined): AppError | undefined {
  if (code === 'FST_FILES_LIMIT')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      'At most two files can be uploaded: inventory_list and identification_doc',
    );
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return invalidJson();
  if (code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION', 'The form has a field that is not allowed');
  return undefined;
}

const invalidJson = () =>
  new AppError('VALIDATION', 'application_data must be valid JSON', [
    { field: 'application_data', message: 'application_data must be valid JSON' },
  ]);

/** Reads the multipart submission: `application_data` (JSON text) and the two document parts. */
export async function readSubmission(request: FastifyRequest): Promise<RawSubmission> {
  const { files, fields } = await readMultipart(request, {
    maxBodyBytes: SUBMISSION_MAX_BYTES,
    fileLimit: (fieldname) => (isKind(fieldname) ? DOCUMENT_RULES[fieldname].maxBytes : undefined),
    fields: ['application_data'],
    errors: {
      notMultipart: () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The application must be sent as multipart/form-data'),
      bodyTooLarge: () =>
        new AppError(
          'PAYLOAD_TOO_LARGE',
          `The upload is too large. ${documentTooLargeMessage('inventory_list')}; ${documentTooLargeMessage('identification_doc')}.`,
        ),
      unexpectedFile: () =>
        new AppError(
          'VALIDATION',
          'Unexpected file in the form: only inventory_list and identification_doc are accepted',
        ),
      repeatedFile: (fieldname) => new AppError('VALIDATION', `Only one ${fieldname} file can be uploaded`),
      repeatedField: () => new AppError('VALIDATION', 'application_data was sent more than once'),
      fieldTooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'application_data is too large'),
      parser: parserError,
    },
  });
  if (!('application_data' in fields)) {
    throw new AppError('VALIDATION', 'Application data is required', [
      { field: 'application_data', message: 'Application data is required' },
    ]);
  }
  const applicationData = parseJsonField(fields.application_data);
  if (applicationData === INVALID) throw invalidJson();
  return { applicationData, files: files as RawSubmission['files'] };
}

const INVALID = Symbol('invalid JSON');

function parseJsonField(value: unknown): unknown {
  // A part sent with Content-Type application/json arrives parsed already.
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return INVALID;
  }
}
