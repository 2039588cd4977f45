import { isAuthPagePath, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@stockyard/domain';
import { translateMessage } from './i18n/messages';
import { reportMaintenance } from './maintenance-state';
import { clearStoredSession, readStoredToken, sessionEndedPath } from './session-storage';

const API_BASE = '/api';

export type ApiFieldError = { field: string; message: string };

/** Status used when no response arrived at all (offline, DNS, server down). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  /** The server's readable message; empty when the server sent none, so callers can fall back. */
  readonly detail: string;
  readonly code: string;
  readonly errors: ApiFieldError[];
  /** With code STALE_VERSION: the record as the server holds it now (lib/stale-version.ts reads it). */
  readonly current: unknown;

  constructor(status: number, detail: string, code: string, errors: ApiFieldError[] = [], current?: unknown) {
    super(detail || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.errors = errors;
    this.current = current;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's detail when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return translateMessage(isApiError(error) && error.detail ? error.detail : fallback);
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Skip the global 401 rule. The session load and sign-in decide themselves what a 401 means there
   * (a stale token, wrong credentials), so they must not bounce the browser to /login.
   */
  skipAuthRedirect?: boolean;
  /** 'blob' for file downloads: the body is returned as a Blob (with the server's content type). */
  responseType?: 'json' | 'blob';
  /** Extra request headers, such as a payment's Idempotency-Key. */
  headers?: Record<string, string>;
};

let redirectPending = false;

/**
 * Spec 01 section 7: drop the session and, after a short delay, go to /login (which says the session
 * ended and returns here after signing in); not on auth pages.
 * Only when the refused token is still this tab's session: a request sent before the user signed
 * out (or signed in as someone else) answers 401 for a session that has already ended here, and
 * must not bounce the signed-out visitor from the landing page to /login.
 */
function applyUnauthorizedRule(sentToken: string | null): void {
  if (sentToken === null || readStoredToken() !== sentToken) return;
  if (isAuthPagePath(window.location.pathname)) return;
  clearStoredSession();
  if (redirectPending) return;
  redirectPending = true;
  const target = sessionEndedPath();
  window.setTimeout(() => window.location.assign(target), UNAUTHORIZED_REDIRECT_DELAY_MS);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, '', `HTTP_${status}`);
  const record = body as Record<string, unknown>;
  const detail = typeof record.detail === 'string' ? record.detail : '';
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`;
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(
        (item): item is ApiFieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.field === 'string' &&
          typeof item.message === 'string',
      )
    : [];
  return new ApiError(status, detail, code, errors, record.current);
}

export type ApiResponse<T> = { data: T; headers: Headers };

/**
 * The same request as apiRequest, answering the body together with the response headers, for the
 * lists that carry their total in a header (X-Total-Count) beside a bare array body.
 */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, signal, skipAuthRedirect = false, responseType = 'json' } = options;
  const headers = new Headers({ ...options.headers, Accept: responseType === 'blob' ? '*/*' : 'application/json' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      'Unable to reach the server. Please check your connection and try again.',
      'NETWORK',
    );
  }

  if (response.ok && responseType === 'blob') return { data: (await response.blob()) as T, headers: response.headers };
  const data = await readBody(response);
  if (response.ok) return { data: data as T, headers: response.headers };
  if (response.status === 401 && !skipAuthRedirect) applyUnauthorizedRule(token);
  const error = toApiError(response.status, data);
  // Maintenance turns a signed-in non-admin away from every request: the routes show its page.
  if (token && error.code === 'MAINTENANCE') reportMaintenance(error.detail);
  throw error;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
