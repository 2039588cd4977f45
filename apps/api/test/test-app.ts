import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { cloneTemplate } from './template-db.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
};

/**
 * The real application on its own copy of the demo-seeded template database. One per test file
 * (beforeAll); tests in a file share it and use their own rows.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const { database, config, dispose } = await createTestDatabase(overrides);
  // No background jobs unless the test asks (options.jobs): most suites check the outbox rows themselves.
  const app = await buildApp(config, database, { jobs: false, ...options });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * The database of createTestApp and the app's configuration, without the app: for tests that build
 * the app themselves (after preparing what an earlier release left in the database). dispose()
 * closes the database and drops it.
 */
export async function createTestDatabase(overrides: Partial<Config> = {}) {
  const clone = await cloneTemplate(randomUUID().slice(0, 8), inject('testDatabase'));
  const database = await openDatabase({ databaseUrl: clone.databaseUrl, dataDir: clone.dataDir, poolSize: 10 });
  const config: Config = {
    ...loadConfig({}),
    dataDir: clone.dataDir,
    backupDir: join(clone.dataDir, 'backups'),
    databaseUrl: clone.databaseUrl,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    logLevel: 'silent',
    // Quiet whatever the settings say; the log level test unpins it.
    logLevelPinned: true,
    loginRateLimitPerMinute: 10_000,
    // Suites fire far more than 100 requests a minute; the rate limit test switches it back on.
    apiRateLimit: false,
    webDistDir: '/nonexistent',
    demoData: true,
    ...overrides,
  };
  return {
    database,
    config,
    dispose: async () => {
      await database.close();
      await clone.dispose();
    },
  };
}

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  employee: { username: 'employee1', password: 'emp123' },
  employee2: { username: 'employee2', password: 'emp456' },
  customer: { username: 'customer1', password: 'cust123' },
} as const;

/** Signs in through the real login route and returns the bearer header and user. */
export async function signIn(app: FastifyInstance, credentials: { username: string; password: string }) {
  // Only the sign-in fields: callers often pass a whole registration body, and unknown keys are refused.
  const payload = { username: credentials.username, password: credentials.password };
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${credentials.username}: ${response.body}`);
  const body = response.json() as { access_token: string; user: { id: number; role: string } };
  return { token: body.access_token, user: body.user, headers: { authorization: `Bearer ${body.access_token}` } };
}

/**
 * The password of every account the tests create: new passwords must pass the strength check (not
 * a common password, a pattern or the person's own details). Demo accounts keep their seeded ones.
 */
export const TEST_PASSWORD = 'Tidal-Ember-5173';

let counter = 0;
/** A registration body with a unique username and email. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    first_name: 'Test',
    last_name: 'Customer',
    username: `cust_${tag}`,
    email: `cust_${tag}@example.com`,
    password: TEST_PASSWORD,
    ...overrides,
  };
}
