import {
  countCreateSchema,
  countDetailSchema,
  countLineEntrySchema,
  countLineParams,
  countLineSchema,
  countListQuerySchema,
  countListResponseSchema,
  countRecountSchema,
  countReviewSchema,
  countSchema,
  countVersionSchema,
  idParam,
  pageCountOf,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { STAFF } from '../../plugins/auth.js';
import { actorOf, scopeOf } from '../goods/route-helpers.js';
import { acceptCount, getCountReview } from './count-review.service.js';
import { branchesInScope, listCounts } from './counts.repository.js';
import { changeCount, createCount, enterLine, getCountDetail, presentCount } from './counts.service.js';

const tags = ['counts'];
const staff = { access: STAFF };
const BLIND =
  "In a blind count (the default) the lines carry no expected quantity while it is counted; the server records the item's quantity when each line is counted.";

/** Stock counts at a branch: its staff count, review and accept them; admins see every branch. */
export const countRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/counts',
    {
      config: staff,
      schema: {
        summary: 'List stock counts',
        tags,
        description:
          "Newest first: the counts of the caller's branches (admins: all), and the branches they may count.",
        querystring: countListQuerySchema,
        response: { 200: countListResponseSchema },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const scope = scopeOf(request);
      const [{ rows, total }, branches] = await Promise.all([
        listCounts(db, scope, status, { offset: (page - 1) * limit, limit }),
        branchesInScope(db, scope),
      ]);
      return { counts: rows.map(presentCount), total, page, limit, total_pages: pageCountOf(total, limit), branches };
    },
  );

  app.post(
    '/counts',
    {
      config: staff,
      schema: {
        summary: 'Start a stock count',
        tags,
        description: `A line for every warehouse item (never customers' lots) of the branch in the scope: all items, a category, or a location and the places below it. ${BLIND}`,
        body: countCreateSchema,
        response: { 201: countDetailSchema },
      },
    },
    async (request, reply) => {
      const count = await createCount(db, actorOf(request), request.body);
      return reply.status(201).send(withEtag(reply, count));
    },
  );

  app.get(
    '/counts/:id',
    {
      config: staff,
      schema: {
        summary: 'Read a stock count and its lines',
        tags,
        description: BLIND,
        params: idParam,
        response: { 200: countDetailSchema },
      },
    },
    async (request, reply) => withEtag(reply, await getCountDetail(db, actorOf(request), request.params.id)),
  );

  app.put(
    '/counts/:id/lines/:lineId',
    {
      config: staff,
      schema: {
        summary: 'Enter the quantity counted on a line',
        tags,
        description: `While the count is open; entering again replaces the line's quantity. ${BLIND} The version is the line's. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: countLineParams,
        body: countLineEntrySchema,
        response: { 200: countLineSchema, ...versionedWriteResponses(countLineSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const { id, lineId } = request.params;
      return withEtag(reply, await enterLine(db, actorOf(request), id, lineId, expected, request.body));
    },
  );

  const sessionChange = (url: string, summary: string, description: string, action: 'submit' | 'cancel') =>
    app.post(
      url,
      {
        config: staff,
        schema: {
          summary,
          tags,
          description: `${description} ${VERSIONED_WRITE_DESCRIPTION}`,
          params: idParam,
          body: countVersionSchema,
          response: { 200: countDetailSchema, ...versionedWriteResponses(countDetailSchema) },
        },
      },
      async (request, reply) => {
        const expected = expectedVersion(request, request.body);
        return withEtag(reply, await changeCount(db, actorOf(request), request.params.id, expected, action));
      },
    );

  sessionChange(
    '/counts/:id/submit',
    'Submit a stock count for review',
    'Every line must be counted; the reviewer then sees the variances.',
    'submit',
  );
  sessionChange('/counts/:id/cancel', 'Cancel a stock count', 'Until it is accepted; nothing is posted.', 'cancel');

  app.post(
    '/counts/:id/recount',
    {
      config: staff,
      schema: {
        summary: 'Ask for a recount of lines',
        tags,
        description: `From review: the lines are cleared and the count is open for counting again. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: countRecountSchema,
        response: { 200: countDetailSchema, ...versionedWriteResponses(countDetailSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const actor = actorOf(request);
      return withEtag(
        reply,
        await changeCount(db, actor, request.params.id, expected, 'recount', request.body.line_ids),
      );
    },
  );

  app.get(
    '/counts/:id/review',
    {
      config: staff,
      schema: {
        summary: "Read a stock count's variances",
        tags,
        description:
          'Once submitted: each line with the quantity the system held when it was counted, the variance in units and ' +
          'value, and whether it needs an admin (the admin setting count_variance_admin_threshold). 409 while counting.',
        params: idParam,
        response: { 200: countReviewSchema },
      },
    },
    async (request) => getCountReview(db, actorOf(request), request.params.id),
  );

  app.post(
    '/counts/:id/accept',
    {
      config: staff,
      schema: {
        summary: 'Accept a stock count',
        tags,
        description:
          "Posts each variance on its item's current stock as an adjustment (reason 'Physical Count Correction', " +
          'reference CNT-<id>) in one transaction, once. A variance above the admin threshold needs an admin (403). ' +
          VERSIONED_WRITE_DESCRIPTION,
        params: idParam,
        body: countVersionSchema,
        response: { 200: countReviewSchema, ...versionedWriteResponses(countSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const review = await acceptCount(db, actorOf(request), request.params.id, expected);
      withEtag(reply, review.count);
      return review;
    },
  );
};
