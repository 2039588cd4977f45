import { addDaysToIsoDate, todayIsoDate } from '@stockyard/domain';
import type { FastifyInstance } from 'fastify';
import { branches, goods } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/** Test-only helpers for the goods tests. */

export const today = () => todayIsoDate();
export const inDays = (days: number) => addDaysToIsoDate(todayIsoDate(), days);

let sequence = 0;
export const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
};

/** A branch of its own, so a test can filter by it and see only the goods it made. */
export async function makeBranch(db: Db, name = unique('Test Branch')) {
  const [row] = await db
    .insert(branches)
    .values({ name, location: 'Test Road 1', capacity: 100, availableSpace: 100 })
    .returning();
  return row!;
}

export type GoodSeed = Partial<typeof goods.$inferInsert> & { branchId: number };

/** Inserts goods directly (no ledger), for list and export tests. */
export async function seedGoods(db: Db, seeds: GoodSeed[]) {
  return db
    .insert(goods)
    .values(
      seeds.map((seed) => ({
        productId: unique('PRD-T'),
        name: unique('Item'),
        category: 'Other',
        quantity: 50,
        lowStockThreshold: 10,
        ...seed,
      })),
    )
    .returning();
}

/** A multipart body with one file, built the way a browser's FormData builds it. */
export async function fileBody(content: string | Buffer, name = 'goods.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content], { type }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export async function uploadCsv(
  app: FastifyInstance,
  headers: Record<string, string>,
  content: string | Buffer,
  name?: string,
  type?: string,
  url = '/api/goods/import',
) {
  const body = await fileBody(content, name, type);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A valid item-form body with a unique name and SKU; tests override what they exercise. */
export const itemBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Desk Lamp'),
  category: 'Furniture',
  branch_id: 1,
  sku: unique('LAMP'),
  supplier: 'Bright Co',
  quantity: 12,
  price_per_unit: 19.99,
  low_stock_threshold: 4,
  batch_no: 'L-1',
  expiry_date: inDays(60),
  ...overrides,
});

/** An edit body: the item form's fields without quantity, which moves only through stock movements. */
export const editBody = (overrides: Record<string, unknown> = {}) => {
  const { quantity: _stock, ...body } = itemBody(overrides);
  return body;
};

/**
 * PUT /api/goods/{id} as the item form does it: from the version just read, unless the payload
 * names one. A caller without access reads nothing and sends none (the role check answers first).
 */
export async function editGood(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  payload: Record<string, unknown>,
) {
  const read = await app.inject({ method: 'GET', url: `/api/goods/${id}`, headers });
  const version = read.statusCode === 200 ? (read.json() as { version: number }).version : undefined;
  return app.inject({ method: 'PUT', url: `/api/goods/${id}`, headers, payload: { version, ...payload } });
}
