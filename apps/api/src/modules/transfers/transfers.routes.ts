import {
  idParam,
  pageCountOf,
  transferCancelSchema,
  transferCreateSchema,
  transferListQuerySchema,
  transferListResponseSchema,
  transferReceiveSchema,
  transferSchema,
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
import { listTransfers } from './transfers.repository.js';
import { cancelTransfer, createTransfer, getTransfer, presentTransfer, receiveTransfer } from './transfers.service.js';

const tags = ['transfers'];
const staff = { access: STAFF };

/** Stock transfers between branches: staff of either branch see one; admins see all. */
export const transferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/transfers',
    {
      config: staff,
      schema: {
        summary: 'List stock transfers',
        tags,
        description:
          "Newest first: the transfers from or to the caller's branches (admins: all). `direction` keeps those sent " +
          'from (outgoing) or coming to (incoming) `branch_id`, or the caller’s branches; `q` searches the reference, SKU and item name.',
        querystring: transferListQuerySchema,
        response: { 200: transferListResponseSchema },
      },
    },
    async (request) => {
      const { status, direction, branch_id: branchId, q, page, limit } = request.query;
      const scope = scopeOf(request);
      const { rows, total, inTransit } = await listTransfers(
        db,
        scope,
        { status, direction, branchId, q },
        {
          offset: (page - 1) * limit,
          limit,
        },
      );
      const transfers = await Promise.all(rows.map((row) => presentTransfer(db, row, scope)));
      return { transfers, total, page, limit, total_pages: pageCountOf(total, limit), in_transit_units: inTransit };
    },
  );

  app.post(
    '/transfers',
    {
      config: staff,
      schema: {
        summary: 'Send stock to another branch',
        tags,
        description:
          "The quantity leaves the item at once (ledger: outward 'Transfer out', reference TRF-…) and is in transit " +
          'until the destination receives it. The item needs a SKU: the destination item is matched by it.',
        body: transferCreateSchema,
        response: { 201: transferSchema },
      },
    },
    async (request, reply) => {
      const transfer = await createTransfer(db, actorOf(request), request.body);
      return reply.status(201).send(withEtag(reply, transfer));
    },
  );

  app.get(
    '/transfers/:id',
    {
      config: staff,
      schema: { summary: 'Read a stock transfer', tags, params: idParam, response: { 200: transferSchema } },
    },
    async (request, reply) => withEtag(reply, await getTransfer(db, actorOf(request), request.params.id)),
  );

  app.post(
    '/transfers/:id/receive',
    {
      config: staff,
      schema: {
        summary: 'Receive a stock transfer',
        tags,
        description:
          "By the destination's staff: the item with the SKU there (created when missing) gets the quantity " +
          "(ledger: inward 'Transfer in'); a shortfall is written off with its reason (outward 'Transfer shortfall'). " +
          VERSIONED_WRITE_DESCRIPTION,
        params: idParam,
        body: transferReceiveSchema,
        response: { 200: transferSchema, ...versionedWriteResponses(transferSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      return withEtag(reply, await receiveTransfer(db, actorOf(request), request.params.id, expected, request.body));
    },
  );

  app.post(
    '/transfers/:id/cancel',
    {
      config: staff,
      schema: {
        summary: 'Cancel a stock transfer',
        tags,
        description: `By the source's staff, until it is received: the stock returns to the source item. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: transferCancelSchema,
        response: { 200: transferSchema, ...versionedWriteResponses(transferSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      return withEtag(reply, await cancelTransfer(db, actorOf(request), request.params.id, expected));
    },
  );
};
