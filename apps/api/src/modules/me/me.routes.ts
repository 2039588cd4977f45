import { profileSchema, updateMeRequestSchema } from '@stockyard/domain';
import { readBodyPhoneWithSiteCountry } from '../settings/site-country.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { updateMe } from './me.service.js';
import { profileOf } from '../users/profile.js';

export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Read my profile', tags: ['users'], response: { 200: profileSchema } },
    },
    async (request, reply) => withEtag(reply, await profileOf(db, requireUser(request))),
  );

  app.put(
    '/users/me',
    {
      config: { access: ALL_ROLES },
      preHandler: readBodyPhoneWithSiteCountry(db),
      schema: {
        summary: 'Update my profile',
        tags: ['users'],
        description: `Any of the own profile fields; the others are kept. ${VERSIONED_WRITE_DESCRIPTION}`,
        body: updateMeRequestSchema,
        response: { 200: profileSchema, ...versionedWriteResponses(profileSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const row = await updateMe(db, requireUser(request), expected, request.body, originOf(request));
      return withEtag(reply, await profileOf(db, row));
    },
  );
};
