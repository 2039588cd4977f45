import {
  inventorySummaryQuerySchema,
  inventorySummarySchema,
  lowStockQuerySchema,
  lowStockResponseSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { toGood } from '../goods/goods.mapper.js';
import { inventorySummary, lowStockGoods } from './inventory.repository.js';

const tags = ['inventory'];
const staff = { access: STAFF };

/** Employee Inventory (spec 01): tiles over the current filter, and the low-stock alerts. */
export const inventoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/inventory/summary',
    {
      config: staff,
      schema: {
        summary: 'Read the inventory summary',
        tags,
        querystring: inventorySummaryQuerySchema,
        response: { 200: inventorySummarySchema },
      },
    },
    async (request) => inventorySummary(db, request.query, staffBranchScope(requireUser(request)), clock.today()),
  );

  app.get(
    '/inventory/low-stock',
    {
      config: staff,
      schema: {
        summary: 'List goods low on stock',
        tags,
        querystring: lowStockQuerySchema,
        response: { 200: lowStockResponseSchema },
      },
    },
    async (request) => {
      const today = clock.today();
      const { rows, total } = await lowStockGoods(db, staffBranchScope(requireUser(request)), request.query.limit);
      return { goods: rows.map((row) => toGood(row, today)), total };
    },
  );
};
