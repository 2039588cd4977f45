import {
  customerGoodDetailSchema,
  customerGoodSchema,
  CUSTOMER_GOODS_LIST_MAX,
  goodStatusChangeSchema,
  detailResponseSchema,
  idParam,
  LOT_REMOVAL_MESSAGES,
  lotPurgeQuerySchema,
  lotRemovalSchema,
  myGoodsQuerySchema,
  normalizeGoodStatus,
  ownedGoodsQuerySchema,
  ownedGoodsResponseSchema,
  storeGoodsSchema,
} from '@stockyard/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, requireUser, STAFF } from '../../plugins/auth.js';
import { actorOf } from '../goods/route-helpers.js';
import { listCustomerGoods } from './customer-goods.repository.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { changeGoodStatus, getCustomerGoodDetail, storeGoods } from './customer-goods.service.js';
import { purgeLot, removeLot } from './lot-removal.service.js';

const tags = ['customer-goods'];
const customer = { access: ['customer'] as const };
const staff = { access: STAFF };
const admin = { access: ADMIN };

/** An unknown status filter matches nothing rather than everything. */
const statusFilter = (status: string | undefined) =>
  status === undefined ? undefined : (normalizeGoodStatus(status) ?? '__none__');

/**
 * Customer-owned goods (spec 01 "Customer dashboard", "Store Goods"). The /goods/my-goods paths are
 * static segments, which fastify's router matches before the goods module's /goods/:id.
 */
export const customerGoodsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.post(
    '/goods/my-goods',
    {
      config: customer,
      schema: {
        summary: 'Store goods as a customer',
        tags,
        body: storeGoodsSchema,
        response: { 201: customerGoodDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(withEtag(reply, await storeGoods(db, actorOf(request), request.body, clock.now()))),
  );

  // A bare list, as the spec's customer goods call reads it; a customer's own goods stay few.
  app.get(
    '/goods/my-goods',
    {
      config: customer,
      schema: {
        summary: 'List my stored goods',
        tags,
        querystring: myGoodsQuerySchema,
        response: { 200: z.array(customerGoodSchema) },
      },
    },
    async (request) => {
      const { rows } = await listCustomerGoods(
        db,
        { ownerId: requireUser(request).id, status: statusFilter(request.query.status), search: request.query.search },
        CUSTOMER_GOODS_LIST_MAX,
      );
      return rows.map(({ owner_id: _owner, owner_name: _name, ...good }) => good);
    },
  );

  app.get(
    '/goods/my-goods/:id',
    {
      config: customer,
      schema: {
        summary: 'Read one of my stored goods',
        tags,
        params: idParam,
        response: { 200: customerGoodDetailSchema },
      },
    },
    async (request) => getCustomerGoodDetail(db, request.params.id, requireUser(request).id),
  );

  app.get(
    '/customer-goods',
    {
      config: staff,
      schema: {
        summary: "List customers' stored goods",
        tags,
        querystring: ownedGoodsQuerySchema,
        response: { 200: ownedGoodsResponseSchema },
      },
    },
    async (request) => {
      const { limit, status, search } = request.query;
      const { rows, total } = await listCustomerGoods(
        db,
        { status: statusFilter(status), search, scope: staffBranchScope(requireUser(request)) },
        limit,
      );
      return { goods: rows, total };
    },
  );

  app.get(
    '/customer-goods/:id',
    {
      config: staff,
      schema: {
        summary: "Read a customer's stored good",
        tags,
        params: idParam,
        response: { 200: customerGoodDetailSchema },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await getCustomerGoodDetail(db, request.params.id, undefined, staffBranchScope(requireUser(request))),
      ),
  );

  app.patch(
    '/customer-goods/:id/status',
    {
      config: staff,
      schema: {
        summary: "Change a customer's good status",
        tags,
        description: `One move along the allowed transitions. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: goodStatusChangeSchema,
        response: { 200: customerGoodDetailSchema, ...versionedWriteResponses(customerGoodDetailSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      return withEtag(reply, await changeGoodStatus(db, actorOf(request), request.params.id, expected, request.body));
    },
  );

  app.post(
    '/customer-goods/:id/remove',
    {
      config: staff,
      schema: {
        summary: "Remove a customer's lot with a reason",
        tags,
        description:
          "Removes a customer's lot (never deletes it): status 'removed' with the reason, which the customer " +
          `is told and reads in the lot's history. ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: lotRemovalSchema,
        response: { 200: customerGoodDetailSchema, ...versionedWriteResponses(customerGoodDetailSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      return withEtag(reply, await removeLot(db, actorOf(request), request.params.id, expected, request.body));
    },
  );

  app.delete(
    '/customer-goods/:id',
    {
      config: admin,
      schema: {
        summary: 'Purge a removed lot',
        tags,
        description:
          "Purges a removed lot for good (admins): `confirm` must be the lot's product number. The version " +
          'as `?version=` or If-Match; 409 STALE_VERSION when the lot changed since it was read.',
        params: idParam,
        querystring: lotPurgeQuerySchema,
        response: { 200: detailResponseSchema, ...versionedWriteResponses(customerGoodDetailSchema) },
      },
    },
    async (request) => {
      const expected = expectedVersion(request, request.query);
      await purgeLot(db, actorOf(request), request.params.id, expected, request.query.confirm);
      return { detail: LOT_REMOVAL_MESSAGES.purged };
    },
  );
};
