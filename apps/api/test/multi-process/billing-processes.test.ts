import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../test-app.js';
import { cloneTemplate } from '../template-db.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** Ports of this file's two servers (BILLING_MP_PORT and the next), so parallel sessions do not collide. */
const FIRST_PORT = Number(process.env.BILLING_MP_PORT ?? 8726);

type Server = { url: string; process: ChildProcess; output: string[]; dataDir: string };

/**
 * Issue 38: the monthly statement job on two real server processes (both working jobs) on one
 * database. The cron's job sent twice and the run endpoint called on both at once still issue each
 * customer's statement once, numbered without gaps.
 */
describe('monthly statements with two server processes', () => {
  let dispose: () => Promise<void>;
  let databaseUrl: string;
  let a: Server;
  let b: Server;
  let sql: pg.Client;

  beforeAll(async () => {
    const clone = await cloneTemplate(`bp_${randomUUID().slice(0, 8)}`, inject('testDatabase'));
    databaseUrl = clone.databaseUrl;
    dispose = clone.dispose;
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    a = await startServer(databaseUrl, FIRST_PORT);
    b = await startServer(databaseUrl, FIRST_PORT + 1);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await sql?.end();
    await dispose?.();
  }, 60_000);

  it('when the job is sent twice and both processes run the period at once, then each customer gets one statement and numbers have no gaps', async () => {
    const admin = await signIn(a, 'admin', 'admin123');
    const customerIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = newCustomer();
      const registered = await fetch(`${b.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(registered.status).toBe(201);
      const { id } = (await registered.json()) as { id: number };
      customerIds.push(id);
      const charged = await fetch(`${(i % 2 ? a : b).url}/api/billing/charges`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          customer_id: id,
          kind: 'charge',
          amount: 1_000 + i,
          reason: 'Key deposit',
          charge_date: '2026-03-10',
        }),
      });
      expect(charged.status).toBe(201);
    }

    // The cron's job, as pg-boss would create it on the 1st, sent twice; both processes work the queue.
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      max: 1,
    });
    await boss.start();
    await boss.send('billing-statements', { today: '2026-04-01' });
    await boss.send('billing-statements', { today: '2026-04-01' });
    const runs = await Promise.all(
      [a, b, a, b].map((server) =>
        fetch(`${server.url}/api/billing/statements/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ period: '2026-03' }),
        }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              `select count(*)::int as n from pgboss.job where name = 'billing-statements' and state in ('created', 'retry', 'active')`,
            )
          ).rows[0].n,
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0);
    await boss.stop({ graceful: false });
    const states = await sql.query<{ state: string }>(`select state from pgboss.job where name = 'billing-statements'`);
    expect(states.rows.length).toBeGreaterThan(0);
    expect(states.rows.every((row) => row.state === 'completed')).toBe(true);

    const { rows } = await sql.query<{ customer_id: number; n: number; charges: string }>(
      `select customer_id, count(*)::int as n, sum(charges)::text as charges from billing_statements
        where period = '2026-03' and customer_id = any($1) group by customer_id order by customer_id`,
      [customerIds],
    );
    expect(rows.map((r) => [r.customer_id, r.n, Number(r.charges)])).toEqual(
      customerIds.map((id, i) => [id, 1, 1_000 + i]),
    );
    const numbers = (
      await sql.query<{ number: string }>('select number from billing_statements order by number')
    ).rows.map((r) => Number(r.number));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const counter = await sql.query<{ value: string }>(`select value from billing_counters where name = 'statement'`);
    expect(Number(counter.rows[0]!.value)).toBe(numbers.length);
  }, 120_000);
});

async function signIn(server: Server, username: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function startServer(databaseUrl: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-bp-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      JWT_SECRET: 'billing-processes-secret-billing-processes-0123',
      // One backup key for every process (each has its own DATA_DIR), as the start check requires.
      BACKUP_KEY: 'shared-backup-key-shared-backup-key-0123456789',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: 'off',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const server = { url: `http://127.0.0.1:${port}`, process: child, output, dataDir };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within 60 s:\n${output.join('')}`);
}

async function stopServer(server: Server) {
  if (server.process.exitCode === null && server.process.signalCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
