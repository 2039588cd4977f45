import { branchListQuerySchema, branchSchema, idParam } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { toBranch } from './branches.mapper.js';
import { findBranch, listBranches } from './branches.repository.js';

export const branchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Public: the landing page lists live branches to visitors.
  app.get(
    '/branches',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['branches'], querystring: branchListQuerySchema, response: { 200: z.array(branchSchema) } },
    },
    async (request) => (await listBranches(db, request.query.skip, request.query.limit)).map(toBranch),
  );

  app.get(
    '/branches/:id',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['branches'], params: idParam, response: { 200: branchSchema } },
    },
    async (request) => {
      const row = await findBranch(db, request.params.id);
      if (!row) throw notFound('Branch');
      return toBranch(row);
    },
  );
};
