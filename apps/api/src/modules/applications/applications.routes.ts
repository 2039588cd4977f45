import { registerMultipart } from '../../lib/multipart.js';
import {
  APPLICATION_SUCCESS_MESSAGES,
  applicationListQuerySchema,
  applicationReviewSchema,
  applicationSchema,
  applicationStatsSchema,
  detailResponseSchema,
  DOCUMENT_KINDS,
  idParam,
  type Role,
  TOTAL_COUNT_HEADER,
  versionQuerySchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, ALL_ROLES, requireUser, STAFF } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { toApplication } from './applications.mapper.js';
import { applicationStats } from './applications.repository.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import {
  listVisibleApplications,
  presentApplication,
  removeApplication,
  reviewApplication,
  visibleApplication,
  visibleDocument,
} from './applications.service.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { readSubmission, SUBMISSION_LIMITS } from './submission-parser.js';
import { submitApplication } from './submission.service.js';

const CUSTOMER: readonly Role[] = ['customer'];
const tags = ['applications'];

export const applicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  // Scoped to this plugin: only the submit route accepts multipart bodies. Oversize files are
  // reported by the submission reader with the document's own limit, not as a bare parser error.
  await registerMultipart(app, SUBMISSION_LIMITS);

  app.post(
    '/applications/submit',
    {
      config: { access: CUSTOMER },
      schema: {
        summary: 'Submit a storage application',
        tags,
        description:
          'multipart/form-data: application_data (JSON text of the application fields), identification_doc ' +
          '(.pdf .jpg .jpeg .png, at most 5 MB) and optional inventory_list (.pdf .doc .docx .txt .xlsx, at most 10 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const customer = requireUser(request);
      const submission = await readSubmission(request);
      const { record, documents } = await submitApplication(db, customer, submission, originOf(request));
      return reply.status(201).send(withEtag(reply, toApplication(record, documents)));
    },
  );

  app.get(
    '/applications',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'List storage applications',
        tags,
        description: 'Staff see every application; a customer sees their own. The total is in X-Total-Count.',
        querystring: applicationListQuerySchema,
        response: { 200: z.array(applicationSchema) },
      },
    },
    async (request, reply) => {
      const { applications, total } = await listVisibleApplications(db, requireUser(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return applications;
    },
  );

  // Registered as a static path, which the router matches before the /:id parameter.
  app.get(
    '/applications/stats/summary',
    {
      config: { access: STAFF },
      schema: { summary: 'Count applications by status', tags, response: { 200: applicationStatsSchema } },
    },
    async (request) => applicationStats(db, staffBranchScope(requireUser(request))),
  );

  app.get(
    '/applications/:id',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Read a storage application', tags, params: idParam, response: { 200: applicationSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await visibleApplication(db, user, request.params.id);
      return withEtag(reply, await presentApplication(db, row));
    },
  );

  app.put(
    '/applications/:id',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Review or update a storage application',
        tags,
        description: `A status change, with the employee notes. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: applicationReviewSchema,
        response: { 200: applicationSchema, ...versionedWriteResponses(applicationSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const user = requireUser(request);
      const row = await reviewApplication(
        db,
        user,
        request.params.id,
        expected,
        request.body,
        originOf(request),
        clock.now(),
      );
      return withEtag(reply, await presentApplication(db, row));
    },
  );

  app.delete(
    '/applications/:id',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Delete a storage application',
        tags,
        description:
          'Deletes the application and its documents. The version as `?version=` or If-Match; 409 STALE_VERSION ' +
          'with `current` when the application changed since it was read, and nothing is deleted; 428 without one.',
        params: idParam,
        querystring: versionQuerySchema,
        response: { 200: detailResponseSchema, ...versionedWriteResponses(applicationSchema) },
      },
    },
    async (request) => {
      const expected = expectedVersion(request, request.query);
      await removeApplication(db, requireUser(request), request.params.id, expected, originOf(request));
      return { detail: APPLICATION_SUCCESS_MESSAGES.deleted };
    },
  );

  app.get(
    '/applications/:id/documents/:kind',
    {
      config: { access: ALL_ROLES },
      // Uploaded files go back byte for byte (mostly PDFs and images, compressed already).
      compress: false,
      schema: {
        summary: "Download an application's document",
        tags,
        description: 'The document as an attachment, to its owner and to staff.',
        params: idParam.extend({ kind: z.enum(DOCUMENT_KINDS) }),
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const document = await visibleDocument(db, requireUser(request), id, kind);
      return reply.headers(downloadHeaders(document.fileName, document.contentType)).send(document.data);
    },
  );
};
