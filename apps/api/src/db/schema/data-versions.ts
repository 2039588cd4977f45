import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * A change counter per cached data set. Triggers (migration 0001) bump `goods_list` when a
 * transaction that changed goods or branches commits, so a cached goods list can be validated
 * with one primary-key read. See apps/api/src/modules/goods/list-cache.ts.
 */
export const dataVersions = pgTable('data_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
