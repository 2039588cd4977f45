import { ERROR_CODES, type ErrorCode } from '@stockyard/domain';

/**
 * The error services throw; the error handler turns it into `{detail, code}` with its status.
 * `extra` adds fields to that body (a stale write answers with the `current` record).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: { field: string; message: string }[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
