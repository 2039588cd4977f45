import {
  detailResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  REGISTRATION_TAKEN_MESSAGES,
  sessionRenewalSchema,
  userSchema,
} from '@stockyard/domain';
import { readBodyPhoneWithSiteCountry } from '../settings/site-country.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { resolveJwtSecret } from '../../lib/secret.js';
import { deviceCookie, deviceToken, readDeviceCookie, readDeviceToken } from './known-device.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { toUser } from '../users/users.mapper.js';
import { login, logout, register, renewSession } from './auth.service.js';

/** A registration that loses a race for a name or email gets the service's own "not available" answer. */
const REGISTRATION_CONFLICTS = {
  users_username_lower_key: { field: 'username', message: REGISTRATION_TAKEN_MESSAGES.username },
  users_email_lower_key: { field: 'email', message: REGISTRATION_TAKEN_MESSAGES.email },
};

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, totpSealer }) => {
  const deviceSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  /**
   * How long a session lasts without activity: the admin's session timeout, never more than
   * TOKEN_TTL_MINUTES (the operator's ceiling); a customer's own timeout can shorten it.
   */
  const siteIdleMinutes = async () =>
    Math.min((await getSystemSettings(db)).session_timeout_minutes, config.tokenTtlMinutes);
  app.post(
    '/auth/register',
    {
      config: {
        access: 'anonymous',
        rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
        uniqueConflicts: REGISTRATION_CONFLICTS,
      },
      preHandler: readBodyPhoneWithSiteCountry(db),
      schema: {
        summary: 'Register a customer account',
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const user = await register(db, request.body, originOf(request));
      return reply.status(201).send(toUser(user));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'anonymous', rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { summary: 'Sign in', tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const siteTtlMinutes = await siteIdleMinutes();
      const now = new Date();
      const device = readDeviceToken(deviceSecret, readDeviceCookie(request.headers.cookie), now);
      const result = await login(db, request.body, originOf(request), { siteTtlMinutes, totpSealer, device }, now);
      // This browser is now a device the account signed in from (kept when it already was).
      const known = device?.userId === result.user.id ? device.deviceId : undefined;
      reply.header(
        'set-cookie',
        deviceCookie(deviceToken(deviceSecret, result.user.id, now, known), request.protocol === 'https'),
      );
      // The token lasts the working day (TOKEN_TTL_MINUTES); the session row's idle end, which
      // activity renews (POST /auth/session), ends it earlier when nobody works.
      const accessToken = app.jwt.sign(
        { sub: String(result.user.id), sid: result.sessionId },
        { expiresIn: `${config.tokenTtlMinutes}m` },
      );
      return { access_token: accessToken, token_type: 'bearer' as const, user: toUser(result.user) };
    },
  );

  app.post(
    '/auth/session',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Renew the session while its user works (the browser calls it on activity, at most once a minute)',
        tags: ['auth'],
        response: { 200: sessionRenewalSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const renewed = await renewSession(
        db,
        requireUser(request),
        request.sessionId!,
        { siteTtlMinutes: await siteIdleMinutes(), tokenTtlMinutes: config.tokenTtlMinutes },
        now,
      );
      return {
        expires_in_seconds: Math.floor((renewed.expiresAt.getTime() - now.getTime()) / 1000),
        idle_minutes: renewed.idleMinutes,
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Sign out', tags: ['auth'], response: { 200: detailResponseSchema } },
    },
    async (request) => {
      await logout(db, requireUser(request), request.sessionId!, originOf(request));
      return { detail: 'Signed out' };
    },
  );
};
