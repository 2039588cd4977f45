import { updateMeRequestSchema, userSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../activity/activity.repository.js';
import { updateMe } from './me.service.js';
import { toUser } from './users.mapper.js';

export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me',
    { config: { access: ALL_ROLES }, schema: { tags: ['users'], response: { 200: userSchema } } },
    async (request) => toUser(requireUser(request)),
  );

  app.put(
    '/users/me',
    {
      config: { access: ALL_ROLES },
      schema: { tags: ['users'], body: updateMeRequestSchema, response: { 200: userSchema } },
    },
    async (request) => toUser(await updateMe(db, requireUser(request), request.body, originOf(request))),
  );
};
