import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PG_BOSS_SCHEMA } from './job-runner.js';

/**
 * pg-boss's documented `db` option: the job is written by the caller's transaction, so it exists
 * exactly when the cause commits (a rolled-back change queues nothing). pg-boss hands its SQL with
 * numbered parameters; drizzle runs it with the same values bound. Only `send` goes through here,
 * and its statement has no dollar-quoted text, so every `$n` in it is a parameter.
 */
function transactionDb(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // node-postgres answers a pg QueryResult; its rows are what pg-boss reads.
      const result = (await tx.execute(numberedToSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function numberedToSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Sending needs no connection of pg-boss's own (every call passes the transaction as `db`), so one
 * instance that is never started serves every app and database of the process.
 */
const writer = new PgBoss({
  schema: PG_BOSS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('Jobs are sent with the transaction as db')),
  },
});

/**
 * Queues one job of `name` per item in the caller's transaction; the queue must exist (registered).
 * `startAfter`: none of them is fetched before then (a moment: pg-boss's SQL cannot take a number of
 * seconds bound as a parameter here).
 */
export async function sendJobsInTransaction(
  tx: Executor,
  name: string,
  items: object[],
  { startAfter }: { startAfter?: Date } = {},
): Promise<void> {
  for (const data of items) await writer.send(name, data, { db: transactionDb(tx), ...(startAfter && { startAfter }) });
}
