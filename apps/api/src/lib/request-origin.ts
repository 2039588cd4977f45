import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../modules/activity/activity.repository.js';

/** Where a request came from, as the activity log records it (the address honours TRUST_PROXY). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: agent ? agent.slice(0, 500) : null };
}
