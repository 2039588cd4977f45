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

/**
 * Each vitest run prepares its own template (named after the run's process id), so several runs on
 * one machine never share or delete each other's files. globalSetup provides the names to workers.
 */
export type TemplateNames = { pgliteDir: string; pgDatabase: string };
export function templateNamesFor(runId: string): TemplateNames {
  const base = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL).pathname.slice(1) : 'stockyard';
  return { pgliteDir: join(TEST_ROOT, `template-${runId}`), pgDatabase: `${base}_tpl_${runId}` };
}

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

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the run's template and returns a teardown that removes it. */
export async function prepareTemplate(which: Driver, names: TemplateNames): Promise<() => Promise<void>> {
  if (which === 'pg') {
    const templateName = () => names.pgDatabase;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${templateName()}" with (force)`);
      await admin.query(`create database "${templateName()}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({
      databaseUrl: withDatabase(testDatabaseUrl(), templateName()),
      dataDir: TEST_ROOT,
      poolSize: 2,
    });
    await seedDemoData(database.db);
    await database.close();
    return () => adminQuery(`drop database if exists "${templateName()}" with (force)`);
  }
  rmSync(names.pgliteDir, { recursive: true, force: true });
  mkdirSync(TEST_ROOT, { recursive: true });
  const database = await openDatabase({ dataDir: names.pgliteDir });
  await seedDemoData(database.db);
  await database.close();
  return async () => rmSync(names.pgliteDir, { recursive: true, force: true });
}

/** A fresh database for one test file; returns the options to open it and a disposer. */
export async function cloneTemplate(
  id: string,
  names: TemplateNames,
): Promise<{ databaseUrl?: string; dataDir: string; dispose(): Promise<void> }> {
  const templateName = () => names.pgDatabase;
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
  if (!existsSync(names.pgliteDir)) throw new Error('PGlite template missing: globalSetup did not run');
  cpSync(names.pgliteDir, join(dataDir, 'db'), { recursive: true });
  return {
    dataDir: join(dataDir, 'db'),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
