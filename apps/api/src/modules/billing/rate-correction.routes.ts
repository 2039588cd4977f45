import { agreementSchema, idParam, rateCorrectionSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { originOf } from '../../lib/request-origin.js';
import {
  expectedVersion,
  versionedWriteResponses,
  VERSIONED_WRITE_DESCRIPTION,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { correctAgreedRate } from './rate-correction.service.js';

/** Correcting an agreement's agreed rate after it was charged: a credit or charge line, never a silent edit. */
export const rateCorrectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.post(
    '/agreements/:id/rate-correction',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Correct an agreement’s agreed rate',
        tags: ['billing'],
        description:
          'The new monthly unit rate (minor units) applies from `effective_from` (within the agreement). Days ' +
          'already billed from that date get a credit (rate lowered) or a charge (rate raised) per month on the ' +
          'next statement, with the reason; later days are billed at the new rate. 409 for a cancelled or ' +
          `unpriced agreement or a rate that changes nothing. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: rateCorrectionSchema,
        response: { 200: agreementSchema, ...versionedWriteResponses(agreementSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const agreement = await correctAgreedRate(
        db,
        requireUser(request),
        request.params.id,
        request.body,
        expected,
        clock.today(),
        originOf(request),
      );
      return withEtag(reply, agreement);
    },
  );
};
