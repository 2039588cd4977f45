import {
  DOCUMENT_KINDS,
  DOCUMENT_RULES,
  documentTooLargeMessage,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { drainPart as drain, readFilePart as readFile, type UploadedFile } from '../../lib/multipart.js';

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

/** Everything thrown while reading the parts is about the request body, never the server. */
function mapParserError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      'At most two files can be uploaded: inventory_list and identification_doc',
    );
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return invalidJson();
  if (code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION', 'The form has a field that is not allowed');
  // Busboy's own errors (no boundary, a body cut short, a malformed part header).
  return new AppError('VALIDATION', 'The multipart body is malformed');
}

const invalidJson = () =>
  new AppError('VALIDATION', 'application_data must be valid JSON', [
    { field: 'application_data', message: 'application_data must be valid JSON' },
  ]);

/**
 * Reads the multipart submission: `application_data` (JSON text) and the two document parts.
 * Every part is consumed even after a problem is found, so the client gets an answer instead of
 * a stalled upload; the first problem is then thrown.
 */
export async function readSubmission(request: FastifyRequest): Promise<RawSubmission> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The application must be sent as multipart/form-data');
  }
  if (Number(request.headers['content-length'] ?? 0) > SUBMISSION_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The upload is too large. ${documentTooLargeMessage('inventory_list')}; ${documentTooLargeMessage('identification_doc')}.`,
    );
  }
  const submission: RawSubmission = { applicationData: undefined, files: {} };
  let problem: AppError | null = null;
  let sawData = false;
  try {
    for await (const part of request.parts()) {
      if (problem) {
        await drain(part);
        continue;
      }
      if (part.type === 'file') {
        problem = unexpectedFile(part.fieldname, submission);
        if (problem) {
          await drain(part);
          continue;
        }
        const kind = part.fieldname as DocumentKind;
        submission.files[kind] = await readFile(part, DOCUMENT_RULES[kind].maxBytes);
      } else if (part.fieldname === 'application_data') {
        if (sawData) problem = new AppError('VALIDATION', 'application_data was sent more than once');
        else if (part.valueTruncated) problem = new AppError('PAYLOAD_TOO_LARGE', 'application_data is too large');
        else {
          const parsed = parseJsonField(part.value);
          if (parsed === INVALID) problem = invalidJson();
          else submission.applicationData = parsed;
        }
        sawData = true;
      }
      // Other text fields are ignored, as a form may carry extras (a submit button's name).
    }
  } catch (error) {
    throw problem ?? mapParserError(error);
  }
  if (problem) throw problem;
  if (!sawData) {
    throw new AppError('VALIDATION', 'Application data is required', [
      { field: 'application_data', message: 'Application data is required' },
    ]);
  }
  return submission;
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

function unexpectedFile(fieldname: string, submission: RawSubmission): AppError | null {
  if (!isKind(fieldname))
    return new AppError(
      'VALIDATION',
      'Unexpected file in the form: only inventory_list and identification_doc are accepted',
    );
  if (submission.files[fieldname]) return new AppError('VALIDATION', `Only one ${fieldname} file can be uploaded`);
  return null;
}
