/**
 * Writes the API's OpenAPI document to a file (npm run lint lints it with Redocly):
 *   npm run openapi -w @stockyard/api -- <out.json>
 * The document is the real app's (app.swagger()), built in-process on a throw-away database:
 * TEST_DATABASE_URL's server when set, else an embedded cluster in a temp dir.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startEmbeddedCluster } from '../src/db/embedded-cluster.js';
import { adminQuery, withDatabase } from '../test/template-db.js';

const out = resolve(process.argv[2] ?? 'openapi.json');
const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-openapi-'));
// The cluster gets a temp dir of its own, as in the API tests' global setup (it may chown it).
const clusterDir = process.env.TEST_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'stockyard-openapi-pg-'));
const cluster = clusterDir
  ? await startEmbeddedCluster({ dataDir: clusterDir, database: 'postgres', durable: false })
  : undefined;
const serverUrl = process.env.TEST_DATABASE_URL ?? withDatabase(cluster!.url, 'postgres');
const name = `stockyard_openapi_${process.pid}`;
await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`, `create database "${name}"`);
try {
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir, poolSize: 2 });
  const config = {
    ...loadConfig({}),
    dataDir,
    jwtSecret: 'openapi-document-openapi-document-0123456789',
    logLevel: 'silent' as const,
    logLevelPinned: true,
    apiRateLimit: false,
    webDistDir: '/nonexistent',
  };
  const app = await buildApp(config, database, { jobs: false });
  await app.ready();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
}
console.log(`OpenAPI document written to ${out}`);
