import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string; poolSize?: number };

/** Opens PostgreSQL when a URL is given, else PGlite in dataDir, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20)
    : await openEmbedded(options.dataDir);
  await database.migrate();
  return database;
}

function openPostgres(url: string, poolSize: number): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (server restart, failover, a forced drop) must not crash the process;
  // the pool discards that client and the next query opens a new one.
  pool.on('error', (error) => console.error(`PostgreSQL pool: idle client error: ${error.message}`));
  // Numbers come back as strings for numeric columns; ids and counts (int8) parse to numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgresql',
    ping: () => ping(db),
    close: () => pool.end(),
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
  };
}

async function openEmbedded(dataDir: string): Promise<Database & { migrate(): Promise<void> }> {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm must be loaded on every open: a data dir whose schema uses it fails to open without it.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: { 20: (value: string) => Number.parseInt(value, 10) },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'embedded',
    ping: () => ping(db),
    close: () => client.close(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
