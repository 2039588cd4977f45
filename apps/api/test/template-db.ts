import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/db/seed.js';

/**
 * Opening and migrating a database is the slow part of a test, so a run prepares one migrated,
 * demo-seeded template and every test file starts from a copy: a copied PGlite data dir, or a
 * PostgreSQL database created WITH TEMPLATE.
 */
export const TEST_ROOT = fileURLToPath(new URL('../../../.test-data', import.meta.url));
export const PGLITE_TEMPLATE_DIR = join(TEST_ROOT, 'pglite-template');

export type Driver = 'pglite' | 'pg';
export const driver = (): Driver => (process.env.DB_DRIVER === 'pg' ? 'pg' : 'pglite');

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  return url;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const templateName = () => `${new URL(testDatabaseUrl()).pathname.slice(1)}_template`;

export async function prepareTemplate(which: Driver): Promise<void> {
  if (which === 'pg') {
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${templateName()}" with (force)`);
      await admin.query(`create database "${templateName()}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: withDatabase(testDatabaseUrl(), templateName()), dataDir: TEST_ROOT, poolSize: 2 });
    await seedDemoData(database.db);
    await database.close();
    return;
  }
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEST_ROOT, { recursive: true });
  const database = await openDatabase({ dataDir: PGLITE_TEMPLATE_DIR });
  await seedDemoData(database.db);
  await database.close();
}

/** A fresh database for one test file; returns the options to open it and a disposer. */
export async function cloneTemplate(id: string): Promise<{ databaseUrl?: string; dataDir: string; dispose(): Promise<void> }> {
  const dataDir = join(TEST_ROOT, `run-${id}`);
  rmSync(dataDir, { recursive: true, force: true });
  if (driver() === 'pg') {
    const name = `sy_test_${id.replace(/[^a-z0-9_]/gi, '_')}`.toLowerCase();
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${templateName()}"`);
    await admin.end();
    mkdirSync(dataDir, { recursive: true });
    return {
      databaseUrl: withDatabase(testDatabaseUrl(), name),
      dataDir,
      dispose: async () => {
        const client = new pg.Client({ connectionString: testDatabaseUrl() });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!existsSync(PGLITE_TEMPLATE_DIR)) throw new Error('PGlite template missing: globalSetup did not run');
  cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'db'), { recursive: true });
  return {
    dataDir: join(dataDir, 'db'),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
