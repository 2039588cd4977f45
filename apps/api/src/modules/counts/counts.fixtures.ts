import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goods, stockCountLines } from '../../db/schema/index.js';
import type { signIn, TestApp } from '../../../test/test-app.js';

export type Session = Awaited<ReturnType<typeof signIn>>;

type Line = { id: number; good_id: number | null; version: number };

/** Calls the counts API as one person. */
export function countsClient(t: TestApp, session: Session) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/counts${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    create: (payload: object) => call('POST', '', payload),
    get: (id: number) => call('GET', `/${id}`),
    review: (id: number) => call('GET', `/${id}/review`),
    enter: (id: number, line: Line, quantity: number) =>
      call('PUT', `/${id}/lines/${line.id}`, { counted_quantity: quantity, version: line.version }),
    /** Reads the session and posts an action from its current version. */
    act: async (id: number, action: 'submit' | 'cancel' | 'accept', extra: object = {}) => {
      const version = (await call('GET', `/${id}`)).json().version as number;
      return call('POST', `/${id}/${action}`, { version, ...extra });
    },
  };
}

/** Counts every line of a session: `found` maps an item id to what is on the shelf (else the stored quantity). */
export async function countAll(
  client: ReturnType<typeof countsClient>,
  db: Db,
  id: number,
  found: Record<number, number> = {},
) {
  const lines = (await client.get(id)).json().lines as Line[];
  for (const line of lines) {
    const stored = (await db.select().from(goods).where(eq(goods.id, line.good_id!)))[0]!.quantity;
    const response = await client.enter(id, line, found[line.good_id!] ?? stored);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  return lines;
}

export const linesOf = (db: Db, countId: number) =>
  db.select().from(stockCountLines).where(eq(stockCountLines.countId, countId));
