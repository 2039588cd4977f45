import { codeParamSchema, codeResolutionSchema, labelsQuerySchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { labelSheetPdf } from './label-sheet-pdf.js';
import { labelContents, resolveCode } from './labels.service.js';

const tags = ['labels'];

/**
 * Printed labels and the scanner's lookup (issue 37): staff print codes for the items, lots and
 * locations of their branches, and every printed code resolves back through /codes/{code}.
 */
export const labelRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/labels',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Download labels as a PDF sheet',
        tags,
        description:
          'codes: label codes (ITM-1,LOT-7,LOC-3), at most 140. layout: a4-2x7 (14 per A4 sheet) or ' +
          'single-62mm (one 62 x 29 mm label per page). A code of another branch answers 404.',
        querystring: labelsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { codes, layout } = request.query;
      const labels = await labelContents(db, codes, staffBranchScope(requireUser(request)));
      const name = labels.length === 1 ? labels[0]!.code : `${labels.length}`;
      const pdf = await labelSheetPdf(labels, layout, `Labels ${name}`);
      return reply.headers(downloadHeaders(`labels-${name}-${layout}.pdf`, 'application/pdf')).send(pdf);
    },
  );

  app.get(
    '/codes/:code',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Resolve a scanned code',
        tags,
        description:
          'A label code (ITM-, LOT-, LOC-) or an item’s SKU or product ID: the item, lot or location it ' +
          'names within your branches; a location lists what is stored there.',
        params: codeParamSchema,
        response: { 200: codeResolutionSchema },
      },
    },
    async (request) => resolveCode(db, request.params.code, staffBranchScope(requireUser(request))),
  );
};
