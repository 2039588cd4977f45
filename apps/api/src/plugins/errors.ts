import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  queryTimeoutMessage,
  rateLimitedMessage,
} from '@stockyard/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import {
  isDatabaseUnavailable,
  isInputDataException,
  isQueryTimeout,
  uniqueViolationConflict,
  UNSTORABLE_VALUE_MESSAGE,
} from '../lib/pg-errors.js';

type FieldError = { field: string; message: string };

/**
 * One error handler for the whole API: AppError, validation, unique violations (409 wherever they
 * happen), values the database cannot store (400), a database out of reach (503 with Retry-After,
 * never 500: the request can simply be tried again), framework errors, masked 500s. Errors are logged
 * through the logger's `err` serializer (lib/logging.ts), which never writes a query's parameters.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { queryTimeoutSeconds?: () => number }) => {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A unique index refusing a write (a race past the service's own check) is a conflict, wherever it happens.
    const error = uniqueViolationConflict(thrown, request.routeOptions.config.uniqueConflicts) ?? thrown;
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        detail: error.detail,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request',
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ detail: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors });
    }
    if (isDatabaseUnavailable(error)) {
      // One short line per request: the query and stack would repeat on every request of an outage.
      request.log.warn(`database unavailable: ${rootMessage(error)}`);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    }
    if (isQueryTimeout(error)) {
      // statement_timeout (the admin's Query Timeout) cancelled a query; its transaction rolled back.
      const seconds = options.queryTimeoutSeconds?.() ?? 0;
      request.log.warn(
        `query stopped by the query timeout (${seconds} s) on ${request.method} ${request.routeOptions.url ?? ''}`,
      );
      return reply.status(503).send({ detail: queryTimeoutMessage(seconds), code: 'QUERY_TIMEOUT' });
    }
    if (isInputDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value the request validation let through');
      return reply.status(400).send({ detail: UNSTORABLE_VALUE_MESSAGE, code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ detail: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 415) {
      return reply.status(415).send({ detail: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 429) {
      // The rate limiter has set Retry-After (seconds); the detail says the same wait in words.
      const wait = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after')) || 60));
      return reply.status(429).send({ detail: rateLimitedMessage(wait), code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, bad content type): safe to describe generally.
      return reply.status(status).send({ detail: clientErrorDetail(error), code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: 'Not Found', code: 'NOT_FOUND' });
  });
});

/**
 * The router refuses a malformed URL (bad percent-encoding, a path parameter over the length limit)
 * before any hook or error handler runs; this answers those in the API's error shape too. Passed to
 * Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send({ detail: tooLong ? 'The address is too long' : 'The address is not valid', code: 'VALIDATION' });
}

function clientErrorDetail(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  return 'Invalid request';
}

/** The driver's own message under drizzle's wrapper ("connect ECONNREFUSED 127.0.0.1:5432"). */
function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown };
  while (typeof current.cause === 'object' && current.cause !== null) current = current.cause as typeof current;
  return typeof current.message === 'string' ? current.message : 'unknown error';
}
