import { healthResponseSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { APP_VERSION } from '../../lib/version.js';
import { queueHealth } from '../messages/messages.service.js';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, engine, config, ping, redis }) => {
  app.get(
    '/health',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: "Check the server's health",
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const connected = await ping();
      const queue = connected ? await queueHealth(db).catch(() => undefined) : undefined;
      return reply.status(connected ? 200 : 503).send({
        status: connected ? 'healthy' : 'degraded',
        database: connected ? 'connected' : 'error',
        engine,
        version: APP_VERSION,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        demo_mode: config.demoData,
        ...(redis && { redis: redis.isReady() ? ('connected' as const) : ('unavailable' as const) }),
        ...(queue && { queue }),
        timestamp: new Date().toISOString(),
      });
    },
  );
};
