import {
  agreementCancelSchema,
  agreementSchema,
  idParam,
  placementOptionsSchema,
  placementQuerySchema,
  type Role,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { originOf } from '../../lib/request-origin.js';
import { expectedVersion, versionedWriteResponses, withEtag } from '../../lib/versioning.js';
import { ALL_ROLES, requireUser, STAFF } from '../../plugins/auth.js';
import { visibleApplication } from '../applications/applications.service.js';
import { cancelAgreement } from './agreement-cancel.service.js';
import { toAgreement } from './agreements.mapper.js';
import { findAgreement } from './agreements.repository.js';
import { scopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import { agreementNotFound } from './agreements.service.js';
import { placementOptions } from './placement.service.js';

const CUSTOMER: readonly Role[] = ['customer'];
const tags = ['agreements'];

export const agreementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/applications/:id/placement-options',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Branches with room for an application',
        tags,
        description:
          "The branches whose available space holds the application's volume (its estimate's units, or `volume` " +
          'for an extra large one), with the staff who can take the intake and the default among them. 400 when ' +
          'the application has no estimate and no volume is given.',
        params: idParam,
        querystring: placementQuerySchema,
        response: { 200: placementOptionsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const application = await visibleApplication(db, user, request.params.id);
      return placementOptions(db, application, request.query.volume, staffBranchScope(user), clock.today());
    },
  );

  app.get(
    '/agreements/:id',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Read a storage agreement',
        tags,
        description: 'To its customer and to staff; another customer gets 404.',
        params: idParam,
        response: { 200: agreementSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await findAgreement(db, request.params.id);
      if (!row || (user.role === 'customer' && row.agreement.customerId !== user.id)) throw agreementNotFound();
      if (user.role === 'employee' && !(await scopeReaches(db, staffBranchScope(user), row.agreement.branchId)))
        throw agreementNotFound();
      return withEtag(reply, toAgreement(row));
    },
  );

  app.post(
    '/agreements/:id/cancel',
    {
      config: { access: CUSTOMER },
      schema: {
        summary: 'Cancel a storage agreement before intake',
        tags,
        description:
          'The customer calls off an approved application before the goods arrive: the reserved space is freed ' +
          'and the intake cancelled. 409 once the goods are in. The version as `version` in the body or ' +
          'If-Match; 409 STALE_VERSION with `current` when the agreement changed since it was read; 428 without one.',
        params: idParam,
        body: agreementCancelSchema,
        response: { 200: agreementSchema, ...versionedWriteResponses(agreementSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const row = await cancelAgreement(
        db,
        requireUser(request),
        request.params.id,
        expected,
        originOf(request),
        clock.now(),
        clock.today(),
      );
      return withEtag(reply, toAgreement(row));
    },
  );
};
