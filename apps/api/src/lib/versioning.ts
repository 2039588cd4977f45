import {
  conflictResponseSchema,
  errorResponseSchema,
  ETAG_HEADER,
  etagOf,
  expectedVersionOf,
  IF_MATCH_HEADER,
  STALE_VERSION_CODE,
  VERSION_MESSAGES,
} from '@stockyard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * The version a write was made from: If-Match, or `version` in the body. None is 428 Precondition
 * Required (RFC 6585: the server requires conditional writes); a malformed or contradictory one 400.
 */
export function expectedVersion(request: FastifyRequest, body?: { version?: number } | null): number {
  const header = request.headers[IF_MATCH_HEADER];
  const result = expectedVersionOf(Array.isArray(header) ? header.join(',') : header, body?.version);
  if (result.ok) return result.version;
  if (result.code === 'required') throw new AppError('PRECONDITION_REQUIRED', VERSION_MESSAGES.required);
  const message = result.code === 'invalid' ? VERSION_MESSAGES.invalidIfMatch : VERSION_MESSAGES.conflicting;
  throw new AppError('VALIDATION', message, [{ field: 'version', message }]);
}

/** 409 with the record as it is now (in the API's shape), so the client can show and reload it. */
export const staleVersion = (current: unknown) =>
  new AppError(STALE_VERSION_CODE, VERSION_MESSAGES.stale, undefined, { current });

/** Sends a single record with its version as ETag, for the client's next If-Match. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  void reply.header(ETAG_HEADER, etagOf(record.version));
  return record;
}

/** The OpenAPI text of every versioned write route. */
export const VERSIONED_WRITE_DESCRIPTION =
  'Optimistic locking: send the version you read, as `If-Match: "<version>"` (the ETag of the GET) or as ' +
  '`version` in the body. Without one the answer is 428 PRECONDITION_REQUIRED; when the record has changed ' +
  'since, 409 STALE_VERSION with `current`, the record as it is now, and nothing is written. The answer ' +
  'carries the new version in `version` and in the ETag header.';

/** The extra responses of a versioned write, for validation of the error bodies and the docs. */
export const versionedWriteResponses = <T extends z.ZodType>(record: T) => ({
  409: conflictResponseSchema(record),
  428: errorResponseSchema,
});
