import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The one home of multipart reading (avatar, application documents, CSV import). Each route
 * describes the parts it accepts and its own messages; the reading itself, with its guarantees,
 * is written once here:
 * - a declared Content-Length above the route's ceiling is refused before any byte is read;
 * - every part is consumed even after a problem, so the client gets an answer rather than a
 *   stalled upload, and the FIRST problem found is the one answered;
 * - at most a file's own limit is kept in memory; above it only the size is counted.
 */

export type UploadedFile = {
  /** The name as the client sent it; sanitised before use. */
  name: string;
  /** The part's declared content type (a claim; content is judged by its bytes where it matters). */
  mimetype: string;
  /** The bytes, unless the file went over its limit (then only `size` counts). */
  data: Buffer | null;
  /** Bytes received; above the limit it is that limit plus one, at least. */
  size: number;
};

type BusboyLimits = NonNullable<Parameters<typeof multipart>[1]>['limits'];

/**
 * Registers the multipart parser in the calling plugin's scope with that route's busboy limits.
 * Oversize files are never a bare parser error: the reader reports them with the route's message.
 */
export async function registerMultipart(app: FastifyInstance, limits: BusboyLimits): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { limits, throwFileSizeLimit: false });
}

export type MultipartRules = {
  /** The declared Content-Length above which nothing is read. */
  maxBodyBytes: number;
  /** The byte limit of a file field, or undefined when the route accepts no file under that name. */
  fileLimit: (fieldname: string) => number | undefined;
  /** Text fields worth keeping; others are ignored, as a form may carry extras (a button's name). */
  fields?: readonly string[];
  /** The route's own answers. */
  errors: {
    notMultipart: () => AppError;
    bodyTooLarge: () => AppError;
    /** A file under a name the route does not take: its answer, or null to drop the part unread. */
    unexpectedFile: (fieldname: string) => AppError | null;
    repeatedFile: (fieldname: string) => AppError;
    repeatedField?: (fieldname: string) => AppError;
    fieldTooLarge?: (fieldname: string) => AppError;
    /** A busboy limit (FST_FILES_LIMIT, FST_PARTS_LIMIT, ...) or a malformed body; undefined: the default. */
    parser?: (code: string | undefined) => AppError | undefined;
  };
};

export type MultipartBody = {
  files: Record<string, UploadedFile>;
  /** Text values as sent; a part sent as application/json arrives parsed already. */
  fields: Record<string, unknown>;
};

const MALFORMED = 'The multipart body is malformed';

/** Reads a multipart body by the route's rules; throws the first problem after every part is consumed. */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartBody> {
  const { errors } = rules;
  if (!request.isMultipart()) throw errors.notMultipart();
  if (Number(request.headers['content-length'] ?? 0) > rules.maxBodyBytes) throw errors.bodyTooLarge();
  const body: MultipartBody = { files: {}, fields: {} };
  let problem: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (problem) {
        await drainPart(part);
      } else if (part.type === 'file') {
        const limit = rules.fileLimit(part.fieldname);
        if (limit === undefined) problem = errors.unexpectedFile(part.fieldname);
        else if (body.files[part.fieldname]) problem = errors.repeatedFile(part.fieldname);
        if (problem !== null || limit === undefined) await drainPart(part);
        else body.files[part.fieldname] = await readFilePart(part, limit);
      } else if (rules.fields?.includes(part.fieldname)) {
        if (part.fieldname in body.fields) problem = errors.repeatedField?.(part.fieldname) ?? null;
        else if (part.valueTruncated) problem = errors.fieldTooLarge?.(part.fieldname) ?? null;
        else body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (problem) throw problem;
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code;
    throw errors.parser?.(code) ?? new AppError('VALIDATION', MALFORMED);
  }
  if (problem) throw problem;
  return body;
}

/**
 * Reads a file part, keeping at most `maxBytes` in memory. Past that the rest is read and dropped
 * (bounded by the parser's fileSize) so the request ends cleanly and the caller can answer.
 */
async function readFilePart(part: MultipartFile, maxBytes: number): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  const over = size > maxBytes || part.file.truncated;
  return {
    name: part.filename ?? '',
    mimetype: part.mimetype ?? '',
    data: over ? null : Buffer.concat(chunks),
    size: over ? Math.max(size, maxBytes + 1) : size,
  };
}

/** Consumes a part nobody wants, so the parser moves on to the next one. */
async function drainPart(part: Multipart): Promise<void> {
  if (part.type === 'file') for await (const _chunk of part.file) void _chunk;
}
