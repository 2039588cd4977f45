import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../src/db/embedded-cluster.js';
import { prepareTemplate, withDatabase, type TestDatabase } from './template-db.js';

/**
 * One database server for the whole API run: TEST_DATABASE_URL's (CI), or else an embedded cluster
 * started in a temp dir, without fsync (throw-away data), and stopped at the end.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopCluster = async () => {};
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-test-pg-'));
    const cluster = await startEmbeddedCluster({ dataDir, database: 'postgres', durable: false });
    serverUrl = withDatabase(cluster.url, 'postgres');
    stopCluster = async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const { template, drop } = await prepareTemplate(serverUrl, String(process.pid));
  project.provide('testDatabase', { serverUrl, template });
  return async () => {
    await drop();
    await stopCluster();
  };
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}
