import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { apiRateLimitFor } from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { getSystemSettings } from './settings.repository.js';

/** Health checks come from load balancers and monitors, not people; the SPA's files are not the API. */
const isLimited = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !path.startsWith('/api/health') && !path.startsWith('/api/ready');
};

/**
 * The admin's "rate limit requests per minute" on every API route, per client: the signed-in user
 * (the auth hook runs first and sets it), else the address. Routes with their own stricter limit
 * (sign-in, registration, the contact form) keep it. A signed-in person gets at least
 * SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE, so a screen's own burst of reads, reloaded a few times,
 * never runs out (docs/operations.md). With REDIS_URL the counts live in Redis and every process adds
 * to the same ones (plugins/security.ts); without it they live in this
 * process's memory, so with N processes behind a balancer a client may reach up to N times the limit.
 */
export function apiRateLimitOptions(db: Executor): RateLimitPluginOptions {
  return {
    global: true,
    timeWindow: 60_000,
    max: async (request) =>
      apiRateLimitFor(request.currentUser?.role, (await getSystemSettings(db)).rate_limit_per_minute),
    keyGenerator: (request) => (request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`),
    allowList: (request) => !isLimited(request),
  };
}
