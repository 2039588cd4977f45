import {
  ASSIGNMENT_MESSAGES,
  assignmentListQuerySchema,
  assignmentSchema,
  createAssignmentRequestSchema,
  deleteAssignmentResponseSchema,
  idParam,
  myAssignmentsQuerySchema,
  TOTAL_COUNT_HEADER,
  updateAssignmentRequestSchema,
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
import { ADMIN, requireUser, STAFF } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { toAssignment } from './assignments.mapper.js';
import { createAssignment, deleteAssignment, getAssignment, listAll, listOwn } from './assignments.service.js';
import { updateAssignment } from './assignment-update.service.js';

const tags = ['assignments'];

/**
 * Spec 02 "Assignments" (admin) and spec 01 My Assignments (employee). Staff routes are open to
 * admins too, as the /employee screens are; the service decides what each role may read or change.
 */
export const assignmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/assignments',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'List assignments',
        tags,
        querystring: assignmentListQuerySchema,
        response: { 200: z.array(assignmentSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAll(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(toAssignment);
    },
  );

  // A static path: find-my-way matches it before /assignments/:id.
  app.get(
    '/assignments/my-assignments',
    {
      config: { access: STAFF },
      schema: {
        summary: 'List my assignments',
        tags,
        querystring: myAssignmentsQuerySchema,
        response: { 200: z.array(assignmentSchema) },
      },
    },
    async (request) => (await listOwn(db, requireUser(request), request.query)).map(toAssignment),
  );

  app.get(
    '/assignments/:id',
    {
      config: { access: STAFF },
      schema: { summary: 'Read an assignment', tags, params: idParam, response: { 200: assignmentSchema } },
    },
    async (request, reply) =>
      withEtag(reply, toAssignment(await getAssignment(db, requireUser(request), request.params.id))),
  );

  app.post(
    '/assignments',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Create an assignment',
        tags,
        body: createAssignmentRequestSchema,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) => {
      const row = await createAssignment(db, requireUser(request), request.body, originOf(request), clock.now());
      return reply.status(201).send(withEtag(reply, toAssignment(row)));
    },
  );

  app.put(
    '/assignments/:id',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Update an assignment',
        tags,
        description: `Admins send any field; employees status and progress only. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: updateAssignmentRequestSchema,
        response: { 200: assignmentSchema, ...versionedWriteResponses(assignmentSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const user = requireUser(request);
      const row = await updateAssignment(
        db,
        user,
        request.params.id,
        expected,
        request.body,
        originOf(request),
        clock.now(),
      );
      return withEtag(reply, toAssignment(row));
    },
  );

  app.delete(
    '/assignments/:id',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Delete an assignment',
        tags,
        description:
          'The version as `?version=` or If-Match; 409 STALE_VERSION with `current` when the assignment changed ' +
          'since it was read, and nothing is deleted; 428 without one.',
        params: idParam,
        querystring: versionQuerySchema,
        response: { 200: deleteAssignmentResponseSchema, ...versionedWriteResponses(assignmentSchema) },
      },
    },
    async (request) => {
      const expected = expectedVersion(request, request.query);
      await deleteAssignment(db, requireUser(request), request.params.id, expected, originOf(request));
      return { detail: ASSIGNMENT_MESSAGES.deleted };
    },
  );
};
