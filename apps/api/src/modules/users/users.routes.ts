import {
  activityListQuerySchema,
  activitySchema,
  createUserRequestSchema,
  deleteUserResponseSchema,
  idParam,
  TOTAL_COUNT_HEADER,
  toggleActiveRequestSchema,
  toggleActiveResponseSchema,
  updateUserRequestSchema,
  USER_MESSAGES,
  userListItemSchema,
  userListQuerySchema,
  versionQuerySchema,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import { readBodyPhoneWithSiteCountry } from '../settings/site-country.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import type { Actor } from './user-guards.js';
import { deleteUser, toggleActive } from './user-lifecycle.service.js';
import { toActivity, toUserListItem } from './users.mapper.js';
import { createUser, getUser, getUserActivities, searchUsers, updateUser } from './users.service.js';
import type { UserWithBranch } from './users.repository.js';

const actorOf = (request: FastifyRequest): Actor => ({
  user: requireUser(request),
  sessionId: request.sessionId,
  origin: originOf(request),
});
const item = ({ user, branchName, branchIds }: UserWithBranch) => toUserListItem(user, branchName, branchIds);
const admin = { access: ADMIN };
const tags = ['users'];

/**
 * Admin user management (spec 02 "User management"). /users/me lives in modules/me, the admin
 * dashboard's /users/dashboard/* in modules/dashboard.
 */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  app.get(
    '/users',
    {
      config: admin,
      schema: {
        summary: 'List users',
        tags,
        querystring: userListQuerySchema,
        response: { 200: z.array(userListItemSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchUsers(db, request.query);
      // The spec reads the list as a bare array; the total for pagination travels in a header.
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(item);
    },
  );

  app.get(
    '/users/:id',
    { config: admin, schema: { summary: 'Read a user', tags, params: idParam, response: { 200: userListItemSchema } } },
    async (request, reply) => withEtag(reply, item(await getUser(db, request.params.id))),
  );

  app.post(
    '/users',
    {
      config: admin,
      preHandler: readBodyPhoneWithSiteCountry(db),
      schema: { summary: 'Create a user', tags, body: createUserRequestSchema, response: { 201: userListItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(withEtag(reply, item(await createUser(db, actorOf(request), request.body)))),
  );

  app.put(
    '/users/:id',
    {
      config: admin,
      preHandler: readBodyPhoneWithSiteCountry(db),
      schema: {
        summary: 'Update a user',
        tags,
        description: VERSIONED_WRITE_DESCRIPTION,
        params: idParam,
        body: updateUserRequestSchema,
        response: { 200: userListItemSchema, ...versionedWriteResponses(userListItemSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      return withEtag(reply, item(await updateUser(db, actorOf(request), request.params.id, expected, request.body)));
    },
  );

  app.patch(
    '/users/:id/toggle-active',
    {
      config: admin,
      schema: {
        summary: 'Activate or deactivate a user',
        tags,
        description: `Flips is_active. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: toggleActiveRequestSchema,
        response: { 200: toggleActiveResponseSchema, ...versionedWriteResponses(userListItemSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const { activated, row } = await toggleActive(db, actorOf(request), request.params.id, expected);
      const user = withEtag(reply, item(row));
      return { detail: activated ? USER_MESSAGES.activated : USER_MESSAGES.deactivated, user };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a user',
        tags,
        description:
          'A user with history is anonymised, anyone else removed. The version as `?version=` or If-Match; ' +
          '409 STALE_VERSION with `current` when the user changed since it was read, and nothing is deleted; ' +
          '428 without one.',
        params: idParam,
        querystring: versionQuerySchema,
        response: { 200: deleteUserResponseSchema, ...versionedWriteResponses(userListItemSchema) },
      },
    },
    async (request) => {
      await deleteUser(db, actorOf(request), request.params.id, expectedVersion(request, request.query));
      return { detail: USER_MESSAGES.deleted };
    },
  );

  app.get(
    '/users/:id/activities',
    {
      config: admin,
      schema: {
        summary: "List a user's activity",
        tags,
        params: idParam,
        querystring: activityListQuerySchema,
        response: { 200: z.array(activitySchema) },
      },
    },
    async (request) => (await getUserActivities(db, request.params.id, request.query.limit)).map(toActivity),
  );
};
