import {
  canonicalCategory,
  categoryFilterOptions,
  goodsCategoriesResponseSchema,
  goodsOwnersQuerySchema,
  goodsOwnersResponseSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { categoriesInUse, goodOwners } from './goods.repository.js';
import { scopeOf, staff, tags } from './route-helpers.js';

/** What the goods filters offer: the categories (the list and those in use) and the customers who own goods. */
export const catalogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/goods/categories',
    {
      config: staff,
      schema: {
        summary: 'List goods categories',
        tags,
        description:
          'The one category list, then any category goods still carry that is not on it, each with the number of goods carrying it.',
        response: { 200: goodsCategoriesResponseSchema },
      },
    },
    async () => {
      const inUse = await categoriesInUse(db);
      const items = new Map(inUse.map((row) => [row.name, row.items]));
      return {
        categories: categoryFilterOptions(inUse.map((row) => row.name)).map((name) => ({
          name,
          items: items.get(name) ?? 0,
          listed: canonicalCategory(name) !== undefined,
        })),
      };
    },
  );

  app.get(
    '/goods/owners',
    {
      config: staff,
      schema: {
        summary: 'List customers who own goods',
        tags,
        description:
          "The customers who have goods stored at the caller's branches (an admin: every branch; lots not yet placed count for every employee), by name, with their number of lots (the owner filter's choices).",
        querystring: goodsOwnersQuerySchema,
        response: { 200: goodsOwnersResponseSchema },
      },
    },
    async (request) => goodOwners(db, request.query.limit, scopeOf(request)),
  );
};
