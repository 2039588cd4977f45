import { GOOD_MESSAGES, USER_MESSAGES } from '@stockyard/domain';
import { AppError } from './app-error.js';

/**
 * PostgreSQL errors as the API sees them. drizzle wraps the driver's error in a DrizzleQueryError
 * (its message carries the query's parameters), so every check here looks down the `cause` chain.
 * The central error handler (plugins/errors.ts) is the one place that turns these into answers.
 */
export type PgErrorFields = { code: string; constraint?: string };

type Candidate = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error code and constraint behind a driver error, if there is one. */
export function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as Candidate;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return { code: fields.code, ...(typeof fields.constraint === 'string' && { constraint: fields.constraint }) };
    }
    current = fields.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

export const isForeignKeyViolation = (error: unknown) => pgErrorOf(error)?.code === '23503';

/** A unique index's meaning to the person whose write it refused: the field and the message. */
export type UniqueConflicts = Record<string, { field: string; message: string }>;

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own wording for a unique index, where it answers a taken value differently. */
    uniqueConflicts?: UniqueConflicts;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const UNIQUE_CONFLICTS: UniqueConflicts = {
  users_username_lower_key: { field: 'username', message: USER_MESSAGES.usernameTaken },
  users_email_lower_key: { field: 'email', message: USER_MESSAGES.emailTaken },
  goods_branch_sku_lower_key: { field: 'sku', message: GOOD_MESSAGES.skuTaken },
};
export const DUPLICATE_RECORD_MESSAGE = 'This record already exists';

/**
 * A unique violation as a 409: the checks before a write cannot see a concurrent one, so the index
 * decides the race, and the loser gets the same answer the check would have given it.
 */
export function uniqueViolationConflict(error: unknown, wording: UniqueConflicts = {}): AppError | undefined {
  const pg = pgErrorOf(error);
  if (pg?.code !== '23505') return undefined;
  const known = pg.constraint === undefined ? undefined : (wording[pg.constraint] ?? UNIQUE_CONFLICTS[pg.constraint]);
  if (!known) return new AppError('CONFLICT', DUPLICATE_RECORD_MESSAGE);
  return new AppError('CONFLICT', known.message, [{ field: known.field, message: known.message }]);
}

/**
 * Data exceptions a request's own value causes (text the encoding cannot hold, a value too long or
 * out of range for its column, a malformed literal). The schemas refuse these first; reaching the
 * database with one is a gap in a schema, answered as bad input rather than a server failure.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
export const UNSTORABLE_VALUE_MESSAGE = 'A value in the request cannot be stored';

export const isInputDataException = (error: unknown) => INPUT_DATA_EXCEPTIONS.has(pgErrorOf(error)?.code ?? '');

/**
 * Errors that mean the database is out of reach rather than that the request is wrong: a refused or
 * dropped connection (the server stopped, restarting, or a network outage), the server shutting
 * down or starting up ("57P0x"), a connection exception ("08xxx"), or the pool unable to connect
 * in time. The error handler answers them 503 with Retry-After; the request may simply be retried.
 */
const UNREACHABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_NODE_CODES.has(code) || /^(57P0[123]|08...)$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** A statement stopped by statement_timeout (the admin's Query Timeout): "57014" query_canceled. */
export const isQueryTimeout = (error: unknown) => pgErrorOf(error)?.code === '57014';
