import {
  GOOD_MESSAGES,
  goodCreateSchemaFor,
  goodDeleteResponseSchema,
  goodSchema,
  goodsListQuerySchema,
  goodsListResponseSchema,
  goodUpdateSchema,
  idParam,
  IMPORT_MAX_FILE_BYTES,
  movementsListQuerySchema,
  movementsListResponseSchema,
  pageCountOf,
  stockUpdateResponseSchema,
  stockUpdateSchema,
  versionQuerySchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { toGood, toMovement } from './goods.mapper.js';
import { createGood, getGood, removeGood, updateGoodFromForm } from './goods.service.js';
import { actorOf, scopeOf, staff, tags } from './route-helpers.js';
import { staffFilterOf } from '../staff-scope/branch-scope.js';
import { getMovements, moveStock } from './stock.service.js';
import { transferRoutes } from './transfer.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { createGoodsListCache } from './list-cache.js';
import { IMPORT_UPLOAD_LIMITS } from './import-request.js';
import { registerMultipart } from '../../lib/multipart.js';

/**
 * Goods inventory (spec 02 "Goods management"): list with server-side filters, item CRUD, stock
 * movements with their ledger, CSV import and export. Admins and employees (goods_management).
 */
export const goodsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, clock } = context;
  // An expiry date must lie after the business's today (the site time zone), read at each request.
  const createSchema = goodCreateSchemaFor(() => clock.today());
  const listCache = createGoodsListCache(db, context.pool);
  app.addHook('onClose', () => listCache.close());
  // Scoped to this plugin: uploads elsewhere keep their own limits.
  await registerMultipart(app, IMPORT_UPLOAD_LIMITS);
  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser(
      ['text/csv', 'application/csv'],
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_FILE_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  // Static paths (/goods/export, /goods/import/template) are matched before /goods/:id by the router.
  await app.register(transferRoutes, context);
  await app.register(catalogRoutes, context);

  app.get(
    '/goods',
    {
      config: staff,
      schema: {
        summary: 'List goods',
        tags,
        querystring: goodsListQuerySchema,
        response: { 200: goodsListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const today = clock.today();
      const { rows, total } = await listCache.list(
        { ...filter, staff: staffFilterOf(scopeOf(request)) },
        today,
        { offset: (page - 1) * limit, limit },
        request.dataVersions,
      );
      return {
        goods: rows.map((row) => toGood(row, today)),
        total,
        page,
        limit,
        total_pages: pageCountOf(total, limit),
      };
    },
  );

  app.get(
    '/goods/:id',
    { config: staff, schema: { summary: 'Read a good', tags, params: idParam, response: { 200: goodSchema } } },
    async (request, reply) =>
      withEtag(reply, toGood(await getGood(db, request.params.id, scopeOf(request)), clock.today())),
  );

  app.post(
    '/goods',
    {
      config: staff,
      schema: { summary: 'Create a good', tags, body: createSchema, response: { 201: goodSchema } },
    },
    async (request, reply) => {
      const row = await createGood(db, actorOf(request), request.body);
      return reply.status(201).send(withEtag(reply, toGood(row, clock.today())));
    },
  );

  app.put(
    '/goods/:id',
    {
      config: staff,
      schema: {
        summary: 'Update a good',
        tags,
        description: `The item form's fields; quantity is refused (use PUT /goods/{id}/stock). ${VERSIONED_WRITE_DESCRIPTION}`,
        params: idParam,
        body: goodUpdateSchema,
        response: { 200: goodSchema, ...versionedWriteResponses(goodSchema) },
      },
    },
    async (request, reply) => {
      const today = clock.today();
      const expected = expectedVersion(request, request.body);
      const row = await updateGoodFromForm(db, actorOf(request), request.params.id, expected, request.body, today);
      return withEtag(reply, toGood(row, today));
    },
  );

  app.delete(
    '/goods/:id',
    {
      config: staff,
      schema: {
        summary: 'Delete a good',
        tags,
        description:
          "Deletes a warehouse item. A customer's lot is refused (409): it is removed with a reason " +
          '(POST /customer-goods/{id}/remove). The version as `?version=` or If-Match; 409 STALE_VERSION ' +
          'when the item changed since it was read, and nothing is deleted.',
        params: idParam,
        querystring: versionQuerySchema,
        response: { 200: goodDeleteResponseSchema, ...versionedWriteResponses(goodSchema) },
      },
    },
    async (request) => {
      await removeGood(db, actorOf(request), request.params.id, expectedVersion(request, request.query));
      return { detail: GOOD_MESSAGES.deleted };
    },
  );

  app.put(
    '/goods/:id/stock',
    {
      config: staff,
      schema: {
        summary: "Adjust a good's stock",
        tags,
        params: idParam,
        body: stockUpdateSchema,
        response: { 200: stockUpdateResponseSchema },
      },
    },
    async (request) => {
      const result = await moveStock(db, actorOf(request), request.params.id, request.body);
      return {
        detail: result.detail,
        good: toGood(result.good, clock.today()),
        movement: toMovement(result.movement),
      };
    },
  );

  app.get(
    '/goods/:id/movements',
    {
      config: staff,
      schema: {
        summary: "List a good's stock movements",
        tags,
        params: idParam,
        querystring: movementsListQuerySchema,
        response: { 200: movementsListResponseSchema },
      },
    },
    async (request) => {
      const { rows, ...page } = await getMovements(
        db,
        scopeOf(request),
        request.params.id,
        request.query.page,
        request.query.limit,
      );
      return { movements: rows.map(toMovement), ...page };
    },
  );
};
