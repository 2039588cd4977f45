import { profileSchema, updateMeRequestSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../activity/activity.repository.js';
import { updateMe } from './me.service.js';
import { toProfile, type UserRow } from './users.mapper.js';
import { userHasAvatar } from './users.repository.js';

export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const profileOf = async (row: UserRow) => toProfile(row, await userHasAvatar(db, row.id));

  app.get(
    '/users/me',
    { config: { access: ALL_ROLES }, schema: { tags: ['users'], response: { 200: profileSchema } } },
    async (request) => profileOf(requireUser(request)),
  );

  app.put(
    '/users/me',
    {
      config: { access: ALL_ROLES },
      schema: { tags: ['users'], body: updateMeRequestSchema, response: { 200: profileSchema } },
    },
    async (request) => profileOf(await updateMe(db, requireUser(request), request.body, originOf(request))),
  );
};
