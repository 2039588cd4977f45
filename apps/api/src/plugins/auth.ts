import jwt from '@fastify/jwt';
import { TWO_FACTOR_MESSAGES, type Role } from '@stockyard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { readStreamCookie } from '../lib/stream-cookie.js';
import { findSessionUser } from '../modules/auth/sessions.repository.js';
import { assertSystemAccess } from '../modules/settings/request-rules.js';
import { getSystemSettings } from '../modules/settings/settings.repository.js';
import { allowedWithoutTwoFactor } from '../modules/two-factor/admin-requirement.js';
import type { UserRow } from '../modules/users/users.mapper.js';

/** Who may call a route: everyone, or signed-in users with one of the roles. */
export type Access = 'anonymous' | readonly Role[];

export const ALL_ROLES: readonly Role[] = ['admin', 'employee', 'customer'];
export const STAFF: readonly Role[] = ['admin', 'employee'];
export const ADMIN: readonly Role[] = ['admin'];
export const CUSTOMER: readonly Role[] = ['customer'];

// Module augmentation needs interfaces: types cannot be merged.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Also accept the stream cookie (lib/stream-cookie.ts): only the live bell's EventSource needs it. */
    streamCookie?: boolean;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    sessionId: string | null;
    /** Data-set change counters read with the session (see findSessionUser); null when anonymous. */
    dataVersions: Readonly<Record<string, number>> | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its access declaration (undefined when it has none). */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Tokens whose verification is remembered: more than the signed-in clients one server serves at once. */
const TOKEN_CACHE_SIZE = 10_000;

const tokenPayloadSchema = z.object({ sub: z.string().regex(/^\d+$/), sid: z.uuid() });

export type AuthOptions = { db: Db; secret: string; tokenTtlMinutes: number };

/**
 * Default deny: a route without an access declaration answers 403 to everyone, and the route
 * declaration test fails. Tokens are checked against the sessions table on every request, so
 * logout, deactivation and password changes take effect at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlMinutes}m` },
    // Verified tokens are remembered (fast-jwt's LRU, until the token's own expiry): a signed-in
    // client sends the same token on every request, and the signature check was a large part of
    // each request's own work. The session row is still read on every request (authenticate).
    verify: { algorithms: ['HS256'], cache: TOKEN_CACHE_SIZE },
  });

  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('dataVersions', null);
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read lazily: hooks added later (docs) may still set the declaration on this route.
      app.routeAccess.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    // A token in the address ends up in logs, history and Referer headers: it is never read from
    // there, and a client that sends one is told so rather than silently treated as signed out.
    if (hasQueryToken(request.url)) throw new AppError('VALIDATION', QUERY_TOKEN_MESSAGE);
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      throw new AppError('FORBIDDEN', 'You do not have permission to perform this action');
    }
    if (access === 'anonymous') return;
    const user = await authenticate(request, options.db);
    request.log.debug({ userId: user.id, role: user.role }, 'signed-in request');
    if (!access.includes(user.role as Role)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to perform this action');
    }
    // Maintenance mode (admins keep working) and the admins' IP allow-list.
    await assertSystemAccess(options.db, user, request);
    // An admin without two-factor sign-in, while it is required: only enrolment and the basics.
    // The settings read is the cached one assertSystemAccess just made.
    if (
      user.role === 'admin' &&
      !user.totpEnabled &&
      !allowedWithoutTwoFactor(request.method, request.routeOptions.url ?? '') &&
      (await getSystemSettings(options.db)).require_admin_two_factor
    ) {
      throw new AppError('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired);
    }
  });
});

const QUERY_TOKEN_MESSAGE = 'Send the access token in the Authorization header (Bearer), never in the address.';

/** Whether the query string carries a bearer token under the names clients use (RFC 6750 section 2.3). */
function hasQueryToken(url: string): boolean {
  const mark = url.indexOf('?');
  if (mark === -1) return false;
  return url
    .slice(mark + 1)
    .split('&')
    .some((part) => /^(access_token|accessToken|access%5Ftoken|jwt|bearer)(=|$)/i.test(part));
}

/** The Authorization scheme of a bearer token, as compared (lower case) and cut off before the token. */
const BEARER_PREFIX = 'bearer ';

/** The bearer token's claims; on a route that opts in, the stream cookie's when there is no header. */
async function verifyToken(request: FastifyRequest): Promise<unknown> {
  const header = request.headers.authorization;
  // The plugin's own verifier, with its cache (request.jwtVerify decodes the token once more and
  // takes a callback chain around the same verifier).
  if (header?.toLowerCase().startsWith(BEARER_PREFIX))
    return request.server.jwt.verify(header.slice(BEARER_PREFIX.length).trim());
  const cookie = request.routeOptions.config.streamCookie ? readStreamCookie(request.headers.cookie) : undefined;
  if (cookie) return request.server.jwt.verify(cookie);
  throw new AppError('UNAUTHORIZED', 'Not authenticated');
}

async function authenticate(request: FastifyRequest, db: Db): Promise<UserRow> {
  let payload: z.infer<typeof tokenPayloadSchema>;
  try {
    payload = tokenPayloadSchema.parse(await verifyToken(request));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED', 'Could not validate credentials');
  }
  const session = await findSessionUser(db, payload.sid, Number(payload.sub), new Date());
  if (!session) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  request.currentUser = session.user;
  request.sessionId = payload.sid;
  request.dataVersions = session.dataVersions;
  return session.user;
}

/** The signed-in user of a route that declared roles; the auth hook guarantees it is set. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  return request.currentUser;
}
