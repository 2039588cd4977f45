import { DEFAULT_QUERY_TIMEOUT_SECONDS } from '@stockyard/domain';
import type pg from 'pg';

/**
 * The admin's Query Timeout (Admin > Settings > Database) as PostgreSQL's statement_timeout on the
 * app's pool: a query that runs, or waits for a lock, longer than that is cancelled by the server
 * ("57014"), its transaction rolls back, and the request answers 503 (plugins/errors.ts). The value
 * is set on a pooled connection when it is taken and its value differs from the one in force, so
 * it costs one round trip per connection and change, not per query. pg-boss's own pool and the
 * migrations (run before this is installed) are not limited by it.
 */
export type QueryTimeout = { readonly seconds: number; set(seconds: number): void };

/** What a long job (backup, restore, CSV import) allows each of its statements instead. */
export const LONG_JOB_STATEMENT_TIMEOUT_MS = 60 * 60_000;

const inForce = new WeakMap<pg.ClientBase, number>();

export function applyQueryTimeout(pool: pg.Pool, initialSeconds = DEFAULT_QUERY_TIMEOUT_SECONDS): QueryTimeout {
  let seconds = initialSeconds;
  pool.on('acquire', (client) => {
    const ms = seconds * 1000;
    if (inForce.get(client) === ms) return;
    inForce.set(client, ms);
    // Queued on the client ahead of the query it was taken for, so that query already runs under it;
    // a failure here (the connection lost) fails that query too, which reports it.
    client.query(`set statement_timeout = ${ms}`).catch(() => inForce.delete(client));
  });
  return {
    get seconds() {
      return seconds;
    },
    set: (value) => {
      seconds = value;
    },
  };
}

/**
 * Takes a connection for a long job, with the job's own statement limit; the next request that
 * takes this connection gets the Query Timeout back (the value in force is remembered per connection).
 */
export async function connectForLongJob(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  try {
    await client.query(`set statement_timeout = ${LONG_JOB_STATEMENT_TIMEOUT_MS}`);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  inForce.set(client, LONG_JOB_STATEMENT_TIMEOUT_MS);
  return client;
}
