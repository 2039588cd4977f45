/**
 * The browser's EventSource cannot send an Authorization header, and tokens never go in URLs. So
 * the bell first asks for this cookie (with its bearer token, POST /api/notifications/stream-session),
 * and the stream request carries it. HttpOnly (scripts cannot read it), SameSite=Strict (other
 * sites cannot send it) and sent only to the stream's path; routes accept it only where they opt in
 * (config.streamCookie), so it authorises nothing else.
 */
export const STREAM_COOKIE = 'stockyard_stream';
export const STREAM_PATH = '/api/notifications/stream';

export function streamCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${STREAM_COOKIE}=${token}`,
    `Path=${STREAM_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The stream cookie's value from a Cookie header, if there is one. */
export function readStreamCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === STREAM_COOKIE) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
