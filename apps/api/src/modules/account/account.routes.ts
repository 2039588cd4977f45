import {
  deletionRequestSchema,
  detailResponseSchema,
  passwordChangeRequestSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  ETAG_HEADER,
  etagOf,
  IF_MATCH_HEADER,
  versionQuerySchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { attachment } from '../../lib/download-headers.js';
import { expectedVersion, versionedWriteResponses } from '../../lib/versioning.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import {
  changePassword,
  exportUserData,
  readPreferences,
  requestDeletion,
  savePreferences,
} from './account.service.js';

/** The signed-in user's own account: preferences, password, data export and deletion request. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me/preferences',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Read my notification preferences', tags: ['account'], response: { 200: preferencesSchema } },
    },
    async (request, reply) => {
      const { preferences, version } = readPreferences(requireUser(request));
      return reply.header(ETAG_HEADER, etagOf(version)).send(preferences);
    },
  );

  // PATCH is the method the semantics name; PUT stays, as the partial save it always was here.
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/me/preferences',
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Update my notification preferences',
        tags: ['account'],
        description:
          'Any subset of the preferences document, at any depth: only the fields sent change (two devices ' +
          'saving different settings keep both). Answers the whole document, its version as ETag. Optionally ' +
          'the version read (If-Match or `?version=`): a save over a newer document is 409 STALE_VERSION with it.',
        querystring: versionQuerySchema,
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, ...versionedWriteResponses(preferencesSchema) },
      },
      handler: async (request, reply) => {
        const sent = request.headers[IF_MATCH_HEADER] !== undefined || request.query.version !== undefined;
        const expected = sent ? expectedVersion(request, request.query) : undefined;
        const saved = await savePreferences(db, requireUser(request), request.body, expected, originOf(request));
        return reply.header(ETAG_HEADER, etagOf(saved.version)).send(saved.preferences);
      },
    });
  }

  app.post(
    '/users/me/password',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Change my password',
        tags: ['account'],
        body: passwordChangeRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await changePassword(db, requireUser(request), request.sessionId!, request.body, originOf(request));
      return { detail: 'Password changed successfully!' };
    },
  );

  app.get(
    '/users/me/export',
    { config: { access: ALL_ROLES }, schema: { summary: 'Export my account data', tags: ['account'] } },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportUserData(db, user);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', attachment(`stockyard-data-${date}.json`))
        .header('Cache-Control', 'private, no-store')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/users/me/deletion-request',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Request deletion of my account',
        tags: ['account'],
        body: deletionRequestSchema,
        response: { 201: detailResponseSchema },
      },
    },
    async (request, reply) => {
      await requestDeletion(db, requireUser(request), request.body, originOf(request));
      return reply
        .status(201)
        .send({ detail: 'Account deletion request submitted. Please contact your administrator.' });
    },
  );
};
