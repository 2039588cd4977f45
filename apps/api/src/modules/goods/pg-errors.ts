type PgFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error code and constraint behind a driver error (drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return { code: fields.code, ...(typeof fields.constraint === 'string' && { constraint: fields.constraint }) };
    }
    current = fields.cause;
  }
  return {};
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const pg = pgErrorOf(error);
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

export const isForeignKeyViolation = (error: unknown) => pgErrorOf(error).code === '23503';
