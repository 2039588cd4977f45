import { readinessResponseSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { readiness } from './readiness.js';

/**
 * Readiness, for a load balancer or an orchestrator: 200 only when this process can serve (the
 * database reachable, its migrations current, the job runner working where it is enabled), else 503
 * naming what fails. /api/health stays liveness: it answers as long as the process does.
 */
export const readyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, jobs }) => {
  app.get(
    '/ready',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'Check whether this process is ready to serve',
        tags: ['health'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(db, jobs);
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
