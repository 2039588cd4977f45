import { stdSerializers, type DestinationStream, type LevelWithSilent, type LoggerOptions } from 'pino';

/**
 * Fields that hold credentials or key material, wherever they appear in a log line (a request body,
 * a user row, an error's extra fields): passwords and their hashes, tokens, signing and TOTP
 * secrets, recovery codes, the settings' mail/SMS/push secrets.
 */
const SECRET_KEYS = [
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'confirmPassword',
  'password_hash',
  'passwordHash',
  'access_token',
  'accessToken',
  'refresh_token',
  'token',
  'authorization',
  'cookie',
  'secret',
  'jwtSecret',
  'jwt_secret',
  'backupKey',
  'backup_key',
  'totp_secret',
  'totpSecret',
  'otp_code',
  'otpauth_url',
  'recovery_codes',
  'recoveryCodes',
  'smtp_password',
  'sms_auth_token',
  'privateKey',
  'private_key',
  // A failed query's bound values: a new user's hash, a settings secret.
  'params',
] as const;

/** pino redaction paths: each key at the top of a line and up to two objects down. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Query parameters whose value may be a credential: a token, a key, a code, a signature. */
const SECRET_QUERY_KEY = /token|password|passwd|secret|key|code|signature|sig$|auth|jwt|otp|session|credential/i;

/**
 * A JSON Web Token (header.payload.signature, base64url, the header starting `{"` as `eyJ`), such as
 * a session token pasted into a search box: censored under any parameter name and in the path.
 */
const JWT_SHAPED = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/;
const EVERY_JWT_SHAPED = new RegExp(JWT_SHAPED.source, 'g');

const decodeQueryPart = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));

/**
 * The request URL for the log: the path as it came, and the query with the value of every
 * parameter that could hold a secret (`?access_token=`, a reset token, a signature) censored, and
 * any JWT-shaped value wherever it is (`?search=eyJ...`). The server never reads a token from the
 * address, but a client may still send one there.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(EVERY_JWT_SHAPED, '[Redacted]');
  if (mark === -1) return path;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawKey = equals === -1 ? part : part.slice(0, equals);
      let key: string;
      let value: string;
      try {
        key = decodeQueryPart(rawKey);
        value = equals === -1 ? '' : decodeQueryPart(part.slice(equals + 1));
      } catch {
        return '[Redacted]';
      }
      if (JWT_SHAPED.test(key)) return '[Redacted]';
      const secret = SECRET_QUERY_KEY.test(key) || JWT_SHAPED.test(value);
      return equals !== -1 && secret ? `${rawKey}=[Redacted]` : part;
    });
  return `${path}?${parts.join('&')}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
  headers: Record<string, unknown>;
};

/** Fastify's request fields, with the URL's secrets censored. */
const serializeRequest = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type ErrorLike = Error & { code?: unknown; cause?: unknown; query?: unknown; params?: unknown };

const isPgError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
// drizzle's DrizzleQueryError: its message and stack spell out every bound parameter.
const isFailedQuery = (error: ErrorLike) => typeof error.query === 'string' && Array.isArray(error.params);

/** Stack frames only: the first lines of a stack repeat the message, which may carry values. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * The `err` of every log line. A failed query is logged as its SQL (placeholders only) and the
 * PostgreSQL error's code and constraint, never its parameters or the `detail` PostgreSQL adds
 * (`Key (email)=(...)`); a data exception's message, which quotes the offending value, is left out.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) || depth > 4) return value instanceof Error ? { type: value.name } : value;
  const error = value as ErrorLike;
  const cause = error.cause === undefined ? {} : { cause: serializeError(error.cause, depth + 1) };
  if (isFailedQuery(error)) {
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query (parameters not logged)',
      query: String(error.query).slice(0, 2000),
      stack: framesOf(error.stack),
      ...cause,
    };
  }
  if (isPgError(error)) {
    const fields = error as ErrorLike & Record<string, unknown>;
    const code = String(error.code);
    return {
      type: error.name,
      code,
      message: code.startsWith('22') ? 'data exception (value not logged)' : error.message,
      ...Object.fromEntries(
        ['severity', 'constraint', 'table', 'column', 'routine'].flatMap((key) =>
          typeof fields[key] === 'string' ? [[key, fields[key]]] : [],
        ),
      ),
      ...cause,
    };
  }
  const { params: _params, ...standard } = stdSerializers.err(error) as Record<string, unknown>;
  return { ...standard, ...cause };
}

/**
 * Fastify's logger: level, secrets redacted in every line, errors without query values. `pretty`
 * (npm run dev) prints readable lines through pino-pretty, a development dependency; production
 * stays one JSON object per line.
 */
export function loggerOptions(
  level: LevelWithSilent,
  stream?: DestinationStream,
  format: 'json' | 'pretty' = 'json',
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[Redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream
      ? { stream }
      : format === 'pretty' && {
          transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
        }),
  };
}
