import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Starts the real server (built SPA + API) on a fresh embedded database with demo data, once for
 * the browser suite. Each test creates the rows it needs, so tests do not depend on each other.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets parallel work build into separate folders; the server reads the same variable.
  const distDir = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} is missing: run \`npm run build\` before the browser tests`);
  }
  const port = Number(process.env.E2E_PORT ?? 8123);
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Keep it: the admin's Log Level setting (info by default) would otherwise take over.
      LOG_LEVEL_PINNED: 'true',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Several files send the contact form from this one address within a minute; the 6th was refused (issue 48).
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
      // Browser tests sign in as the same admin many times a minute.
      API_RATE_LIMIT: 'off',
      // The billing test moves the billing clock to the next month (POST /api/billing/test-clock).
      TEST_CLOCK: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
