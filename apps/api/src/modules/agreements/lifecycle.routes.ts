import {
  agreementDetailSchema,
  agreementListSchema,
  agreementSchema,
  extensionDecisionSchema,
  extensionParams,
  extensionRequestSchema,
  idParam,
  intakeCompleteSchema,
  intakeLotSchema,
  locationCreateSchema,
  locationListSchema,
  locationParams,
  locationSchema,
  locationUpdateSchema,
  lotParams,
  queueQuerySchema,
  queueSchema,
  releaseRequestSchema,
  releaseStepSchema,
  type Role,
} from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { originOf } from '../../lib/request-origin.js';
import { expectedVersion, versionedWriteResponses, withEtag } from '../../lib/versioning.js';
import { ADMIN, ALL_ROLES, requireUser, STAFF } from '../../plugins/auth.js';
import { agreementDetail, myAgreements } from './agreement-details.service.js';
import { toAgreement } from './agreements.mapper.js';
import { decideExtensionRequest, requestExtension } from './extension.service.js';
import { completeIntake, receiveLot } from './intake.service.js';
import { listQueue } from './lifecycle.repository.js';
import { findAgreement } from './agreements.repository.js';
import { agreementNotFound } from './agreements.service.js';
import { scopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import { addLocation, branchLocations, changeLocation } from './locations.service.js';
import { releaseLotStep, requestRelease } from './release.service.js';

const CUSTOMER: readonly Role[] = ['customer'];
const tags = ['agreements'];

export const lifecycleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/branches/:id/locations',
    {
      config: { access: STAFF },
      schema: {
        summary: "A branch's storage locations",
        tags: ['branches'],
        description:
          'Every location of the branch (active or not) with the lots standing there. Employees: only their branches (404 otherwise).',
        params: idParam,
        response: { 200: locationListSchema },
      },
    },
    async (request) => ({
      locations: await branchLocations(db, request.params.id, staffBranchScope(requireUser(request))),
    }),
  );

  app.post(
    '/branches/:id/locations',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Add a storage location',
        tags: ['branches'],
        description: 'A code unique in the branch (any case), such as `A-03-2`. 409 when the branch has it.',
        params: idParam,
        body: locationCreateSchema,
        response: { 201: locationSchema },
      },
    },
    async (request, reply) => {
      const location = await addLocation(
        db,
        requireUser(request),
        request.params.id,
        request.body.code,
        originOf(request),
      );
      return reply.code(201).send(location);
    },
  );

  app.patch(
    '/branches/:id/locations/:locationId',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Rename or (de)activate a storage location',
        tags: ['branches'],
        description: 'A deactivated location keeps its lots but takes no new ones.',
        params: locationParams,
        body: locationUpdateSchema,
        response: { 200: locationSchema, ...versionedWriteResponses(locationSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const { id, locationId } = request.params;
      const location = await changeLocation(
        db,
        requireUser(request),
        id,
        locationId,
        request.body,
        expected,
        originOf(request),
      );
      return withEtag(reply, location);
    },
  );

  app.get(
    '/agreements',
    {
      config: { access: CUSTOMER },
      schema: {
        summary: 'My storage agreements',
        tags,
        description: "The customer's own agreements, newest first, with lots, timeline, releases and extensions.",
        response: { 200: agreementListSchema },
      },
    },
    async (request) => ({ agreements: await myAgreements(db, requireUser(request)) }),
  );

  /**
   * An employee acts on an agreement of a branch they work at; another branch's answers 404 as if it
   * did not exist (branch-scoped staff). Customers are held to their own agreements by the services.
   */
  const inScope = async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.role !== 'employee') return;
    const row = await findAgreement(db, (request.params as { id: number }).id);
    if (row && !(await scopeReaches(db, staffBranchScope(user), row.agreement.branchId))) throw agreementNotFound();
  };

  app.get(
    '/agreements/:id/details',
    {
      preHandler: inScope,
      config: { access: ALL_ROLES },
      schema: {
        summary: 'A storage agreement in full',
        tags,
        description: 'To its customer and to staff; another customer gets 404.',
        params: idParam,
        response: { 200: agreementDetailSchema },
      },
    },
    async (request, reply) => withEtag(reply, await agreementDetail(db, requireUser(request), request.params.id)),
  );

  app.get(
    '/storage-queue',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Open intakes and releases',
        tags,
        description: 'Open intake and release assignments, soonest due first, optionally of one branch or kind.',
        querystring: queueQuerySchema,
        response: { 200: queueSchema },
      },
    },
    async (request) => {
      const { branch_id: branchId, kind, limit } = request.query;
      const scope = staffBranchScope(requireUser(request));
      return { items: await listQueue(db, { branchId, kind, scope }, limit) };
    },
  );

  app.post(
    '/agreements/:id/lots',
    {
      preHandler: inScope,
      config: { access: STAFF },
      schema: {
        summary: 'Record a lot received at the intake',
        tags,
        description:
          "The customer's lot (never warehouse stock) at a location of the agreement's branch; 400 for a location " +
          'of another branch or a deactivated one, 409 when the agreement is not waiting for its goods.',
        params: idParam,
        body: intakeLotSchema,
        response: { 201: agreementDetailSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await receiveLot(db, user, request.params.id, request.body, originOf(request));
      return reply.code(201).send(await agreementDetail(db, user, request.params.id));
    },
  );

  app.post(
    '/agreements/:id/intake/complete',
    {
      preHandler: inScope,
      config: { access: STAFF },
      schema: {
        summary: 'Complete the intake',
        tags,
        description:
          'The received lots are stored, the reservation becomes used space, the agreement is active and the ' +
          'intake assignment completed. 409 without lots or when not awaiting intake.',
        params: idParam,
        body: intakeCompleteSchema,
        response: { 200: agreementSchema, ...versionedWriteResponses(agreementSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const row = await completeIntake(db, requireUser(request), request.params.id, expected, originOf(request));
      return withEtag(reply, toAgreement(row));
    },
  );

  app.post(
    '/agreements/:id/releases',
    {
      config: { access: CUSTOMER },
      schema: {
        summary: 'Ask for stored lots back',
        tags,
        description:
          'Pickup at the branch on a date, or delivery to an address. Creates a release assignment at the branch. ' +
          '400 for a lot that is not stored in this agreement; 404 for another customer.',
        params: idParam,
        body: releaseRequestSchema,
        response: { 201: agreementDetailSchema, ...versionedWriteResponses(agreementSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const expected = expectedVersion(request, request.body);
      await requestRelease(db, user, request.params.id, request.body, expected, originOf(request), clock.now());
      return reply.code(201).send(await agreementDetail(db, user, request.params.id));
    },
  );

  app.post(
    '/agreements/:id/lots/:lotId/release-step',
    {
      preHandler: inScope,
      config: { access: STAFF },
      schema: {
        summary: "A released lot's next step",
        tags,
        description:
          'in_transit, then delivered. The last lot out frees the space and closes the agreement. 409 for a lot not ' +
          'asked back or a step out of order.',
        params: lotParams,
        body: releaseStepSchema,
        response: { 200: agreementDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, lotId } = request.params;
      await releaseLotStep(db, user, id, lotId, request.body.status, originOf(request), clock.today());
      return agreementDetail(db, user, id);
    },
  );

  app.post(
    '/agreements/:id/extensions',
    {
      config: { access: CUSTOMER },
      schema: {
        summary: 'Ask to extend a storage agreement',
        tags,
        description: 'A later end date; staff accept or decline. 409 while another request waits.',
        params: idParam,
        body: extensionRequestSchema,
        response: { 201: agreementDetailSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requestExtension(db, user, request.params.id, request.body.end_date, originOf(request));
      return reply.code(201).send(await agreementDetail(db, user, request.params.id));
    },
  );

  app.post(
    '/agreements/:id/extensions/:extensionId/decision',
    {
      preHandler: inScope,
      config: { access: STAFF },
      schema: {
        summary: 'Accept or decline an extension',
        tags,
        description: "Accepting moves the agreement's end date (and its lots' storage reminders).",
        params: extensionParams,
        body: extensionDecisionSchema,
        response: { 200: agreementDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, extensionId } = request.params;
      await decideExtensionRequest(db, user, id, extensionId, request.body.accept, originOf(request));
      return agreementDetail(db, user, id);
    },
  );
};
