import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { superviseCluster, type ClusterSupervisorOptions } from './cluster-supervisor.js';
import { startEmbeddedCluster } from './embedded-cluster.js';
import { applyQueryTimeout, connectForLongJob, type QueryTimeout } from './statement-timeout.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export type Engine = 'embedded' | 'postgresql';

export type Database = {
  db: Db;
  engine: Engine;
  /** The pool behind db, for what drizzle does not speak (COPY streams). */
  pool: pg.Pool;
  ping(): Promise<boolean>;
  /** The admin's Query Timeout in force on the pool (statement-timeout.ts). */
  queryTimeout: QueryTimeout;
  close(): Promise<void>;
};

// Numbers come back as strings for numeric columns; ids and counts (int8) parse to numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * The server's: restart the embedded cluster when it dies, and what to do when it cannot
   * (cluster-supervisor.ts). Tools that run for a moment (create-admin, restore) leave it out.
   */
  supervise?: ClusterSupervisorOptions;
};

/**
 * Opens the PostgreSQL server at databaseUrl, or else starts the embedded cluster in dataDir (and
 * stops it on close), and applies pending migrations. One driver and one dialect in every mode.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const cluster = options.databaseUrl ? undefined : await startEmbeddedCluster({ dataDir: options.dataDir });
  const pool = new pg.Pool({ connectionString: options.databaseUrl ?? cluster!.url, max: options.poolSize ?? 20 });
  const supervisor = cluster && options.supervise ? superviseCluster(cluster, options.supervise) : undefined;
  // An idle client's error (server restart, failover, a forced drop) must not crash the process;
  // the pool discards that client and the next query opens a new one. With the embedded cluster it
  // is also the first sign that the cluster died, so the supervisor looks at once.
  pool.on('error', (error) => {
    console.error(`PostgreSQL pool: idle client error: ${error.message}`);
    supervisor?.check();
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    await migrateOnce(pool);
  } catch (error) {
    supervisor?.stop();
    await pool.end();
    await cluster?.stop();
    throw error;
  }
  return {
    db,
    pool,
    engine: cluster ? 'embedded' : 'postgresql',
    ping: () => ping(db),
    // After the migrations, which may take longer than any request should.
    queryTimeout: applyQueryTimeout(pool),
    close: async () => {
      supervisor?.stop();
      await pool.end();
      await cluster?.stop();
    },
  };
}

/** Key of the advisory lock under which a process applies migrations (and seeds demo data). */
export const SETUP_LOCK = 0x53_59_4d_47;

/**
 * Applies pending migrations while holding SETUP_LOCK, so processes started together on one
 * database take turns: the first migrates, the others then find nothing left to do (without the
 * lock both would create drizzle's schema and tables, and one would crash).
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` on one pooled connection, seen both through drizzle (its transactions stay on this
 * connection) and as the raw client, for what drizzle does not speak (COPY streams). For long work
 * (the CSV import): its statements get the long jobs' limit instead of the Query Timeout.
 */
export async function withConnection<T>(
  pool: pg.Pool,
  work: (db: Db, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await connectForLongJob(pool);
  try {
    return await work(drizzle(client, { schema }) as unknown as Db, client);
  } finally {
    client.release();
  }
}

/**
 * A small pool beside `pool`, on the same server, whose sessions start with the given settings
 * (sent in the startup packet, so they cost no round trip). For a kind of query that needs a
 * planner setting the rest of the app must not get.
 */
export function openSidePool(
  pool: pg.Pool,
  settings: Record<string, string>,
  max = 5,
): { db: Db; close(): Promise<void> } {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const side = new pg.Pool({ ...pool.options, max, options });
  side.on('error', (error) => console.error(`PostgreSQL pool: idle client error: ${error.message}`));
  return { db: drizzle(side, { schema }) as unknown as Db, close: () => side.end() };
}
