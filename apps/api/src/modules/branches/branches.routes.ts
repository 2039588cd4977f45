import {
  BRANCH_NOT_FOUND_MESSAGE,
  BRANCH_SUCCESS_MESSAGES,
  branchCreateSchema,
  branchListQuerySchema,
  branchPutBodySchema,
  branchSchema,
  detailResponseSchema,
  idParam,
  versionQuerySchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { toBranch } from './branches.mapper.js';
import { findBranch, listBranches } from './branches.repository.js';
import { createBranch, removeBranch, updateBranchFromPut } from './branches.service.js';

export const branchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Public: the landing page lists live branches to visitors.
  app.get(
    '/branches',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'List branches',
        tags: ['branches'],
        querystring: branchListQuerySchema,
        response: { 200: z.array(branchSchema) },
      },
    },
    async (request) => (await listBranches(db, request.query.skip, request.query.limit)).map(toBranch),
  );

  app.get(
    '/branches/:id',
    {
      config: { access: 'anonymous' },
      schema: { summary: 'Read a branch', tags: ['branches'], params: idParam, response: { 200: branchSchema } },
    },
    async (request, reply) => {
      const row = await findBranch(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', BRANCH_NOT_FOUND_MESSAGE);
      return withEtag(reply, toBranch(row));
    },
  );

  app.post(
    '/branches',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Create a branch',
        tags: ['branches'],
        body: branchCreateSchema,
        response: { 201: branchSchema },
      },
    },
    async (request, reply) => {
      const row = await createBranch(db, requireUser(request), request.body, originOf(request));
      return reply.status(201).send(withEtag(reply, toBranch(row)));
    },
  );

  app.put(
    '/branches/:id',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Update a branch',
        tags: ['branches'],
        description:
          'With only capacity (and available_space) this is a capacity change that keeps the used space; ' +
          `otherwise it replaces the branch and needs name and location. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: branchPutBodySchema,
        response: { 200: branchSchema, ...versionedWriteResponses(branchSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const user = requireUser(request);
      const row = await updateBranchFromPut(db, user, request.params.id, expected, request.body, originOf(request));
      return withEtag(reply, toBranch(row));
    },
  );

  app.delete(
    '/branches/:id',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Delete a branch',
        tags: ['branches'],
        description:
          'Deletes a branch nothing refers to (409 naming what is still attached). The version as `?version=` ' +
          'or If-Match; 409 STALE_VERSION with `current` when the branch changed since it was read, and nothing ' +
          'is deleted; 428 without one.',
        params: idParam,
        querystring: versionQuerySchema,
        response: { 200: detailResponseSchema, ...versionedWriteResponses(branchSchema) },
      },
    },
    async (request) => {
      const expected = expectedVersion(request, request.query);
      await removeBranch(db, requireUser(request), request.params.id, expected, originOf(request));
      return { detail: BRANCH_SUCCESS_MESSAGES.deleted };
    },
  );
};
