import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/modules/demo/demo.repository.js';
import { startJobRunner } from '../src/modules/jobs/job-runner.js';

/**
 * Opening and migrating a database is the slow part of a test, so a run prepares one migrated,
 * demo-seeded template database and every test file starts from a copy (CREATE DATABASE ...
 * TEMPLATE). The server is TEST_DATABASE_URL's, or an embedded cluster the run starts itself.
 */
export const TEST_ROOT = fileURLToPath(new URL('../../../.test-data', import.meta.url));

/** What globalSetup hands to the workers: a URL on the test server and the template's name. */
export type TestDatabase = { serverUrl: string; template: string };

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the test server's maintenance connection (the URL's own database). */
export async function adminQuery(serverUrl: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the run's template (named after the run, so parallel runs never share) and returns a teardown. */
export async function prepareTemplate(
  serverUrl: string,
  runId: string,
): Promise<{ template: string; drop(): Promise<void> }> {
  const base = new URL(serverUrl).pathname.slice(1) || 'stockyard';
  const template = `${base}_tpl_${runId}`;
  await adminQuery(serverUrl, `drop database if exists "${template}" with (force)`, `create database "${template}"`);
  mkdirSync(TEST_ROOT, { recursive: true });
  const database = await openDatabase({
    databaseUrl: withDatabase(serverUrl, template),
    dataDir: TEST_ROOT,
    poolSize: 2,
  });
  await seedDemoData(database.db);
  await database.close();
  // pg-boss's schema too: every app (even one that works no jobs) sends jobs, and a copy then starts it at once.
  const jobs = await startJobRunner({ connectionString: withDatabase(serverUrl, template), work: false });
  await jobs.stop();
  return { template, drop: () => adminQuery(serverUrl, `drop database if exists "${template}" with (force)`) };
}

/** A fresh database for one test file: its URL, a data dir of its own, and a disposer. */
export async function cloneTemplate(
  id: string,
  { serverUrl, template }: TestDatabase,
): Promise<{ databaseUrl: string; dataDir: string; dispose(): Promise<void> }> {
  const name = `sy_test_${id.replace(/[^a-z0-9_]/gi, '_')}`.toLowerCase();
  const dataDir = join(TEST_ROOT, `run-${id}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await adminQuery(
    serverUrl,
    `drop database if exists "${name}" with (force)`,
    `create database "${name}" template "${template}"`,
  );
  return {
    databaseUrl: withDatabase(serverUrl, name),
    dataDir,
    dispose: async () => {
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
