import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSse } from '../sse-client.js';
import { cloneTemplate } from '../template-db.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** A Redis database of its own for this file (the machine's Redis on 6379), emptied at the start. */
const REDIS_URL = 'redis://127.0.0.1:6379/13';
const LOGIN_LIMIT = 20;

type Server = { url: string; process: ChildProcess; output: string[]; dataDir: string };

/**
 * Issue 20: two real server processes (node server.ts, as deployed) on one fresh PostgreSQL
 * database and one Redis. What one process does must hold for both: the sign-in limit counts
 * once for the pair, a notification written through one reaches a bell open on the other, and a
 * schedule both registered runs once per tick.
 */
describe('two server processes on one database', () => {
  let databaseUrl: string;
  let dispose: () => Promise<void>;
  let a: Server;
  let b: Server;
  let redis: Redis;
  let sql: pg.Client;
  let admin: { token: string; id: number };
  let employee: { token: string; id: number };

  beforeAll(async () => {
    const clone = await cloneTemplate(`mp_${randomUUID().slice(0, 8)}`, inject('testDatabase'));
    databaseUrl = clone.databaseUrl;
    dispose = clone.dispose;
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    // Started one after the other: each applies pending migrations and starts the job runner's schema.
    a = await startServer(databaseUrl);
    b = await startServer(databaseUrl);
    // Signed in before the limit test uses up the minute's sign-ins; then the count starts at zero.
    admin = await signIn(a, 'admin', 'admin123');
    employee = await signIn(b, 'employee1', 'emp123');
    await redis.flushdb();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await sql?.end();
    await redis?.quit();
    await dispose?.();
  }, 60_000);

  it('when 40 sign-ins alternate between the processes, then exactly 20 pass the shared limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LOGIN_LIMIT; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody_${i}`, password: 'Wrong-Password-1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LOGIN_LIMIT);
    // Both processes refused once the pair had used the limit, not each after its own 20.
    expect(statuses.slice(LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(429));
    const health = (await (await fetch(`${b.url}/api/health`)).json()) as { redis?: string };
    expect(health.redis).toBe('connected');
  }, 60_000);

  it('when an admin assigns work through process A, then the employee’s bell on process B hears it within a second', async () => {
    const bell = await openSse(`${b.url}/api/notifications/stream`, { authorization: `Bearer ${employee.token}` });
    expect(bell.status).toBe(200);
    const greeting = await bell.next((event) => event.event === 'unread');
    const before = (greeting.data as { unread_count: number }).unread_count;

    const { rows } = await sql.query<{ id: number }>('select id from branches order by id limit 1');
    const sent = Date.now();
    const created = await fetch(`${a.url}/api/assignments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        employee_id: employee.id,
        branch_id: rows[0]!.id,
        task: 'Across processes',
        due_date: '2030-06-15',
      }),
    });
    expect(created.status).toBe(201);
    const heard = await bell.next((event) => event.event === 'notification', 5_000);
    const latency = heard.receivedAt - sent;
    console.info(`live bell across processes: ${latency} ms from the request on A to the event on B`);
    expect(latency).toBeLessThan(1_000);
    expect(heard.data).toMatchObject({
      notification: { title: 'New assignment', message: 'You have a new assignment: "Across processes".' },
      unread_count: before + 1,
    });
    bell.close();
  }, 30_000);

  it('when both processes run the job runner, then the every-minute schedule runs once per tick', async () => {
    // The outbox delivery round is scheduled every minute by both processes (messages module). pg-boss
    // turns each tick into one "send-it" job (singleton per minute), whose worker inserts the round.
    const since = new Date();
    const ticks = async () =>
      (
        await sql.query<{ slot: Date; started: Date; completed: Date }>(
          `select singleton_on as slot, started_on as started, completed_on as completed from pgboss.job
            where name = '__pgboss__send-it' and singleton_key = 'outbox-deliver' and state = 'completed'
              and created_on >= $1 order by created_on`,
          [since],
        )
      ).rows;
    // Two ticks: the first could be a coincidence, two in a row are the rule.
    await expect
      .poll(async () => (await ticks()).length, { timeout: 170_000, interval: 2_000 })
      .toBeGreaterThanOrEqual(2);
    const seen = await ticks();
    // One per tick, whichever process noticed the minute first.
    expect(new Set(seen.map((tick) => tick.slot.getTime())).size).toBe(seen.length);
    const roundsSince = async () =>
      (
        await sql.query<{ created: Date; state: string; retries: number }>(
          `select created_on as created, state, retry_count as retries from pgboss.job
            where name = 'outbox-deliver' and created_on >= $1`,
          [since],
        )
      ).rows;
    const madeBy = (rounds: Awaited<ReturnType<typeof roundsSince>>) =>
      seen.map((tick) =>
        rounds.filter(
          (round) =>
            round.created.getTime() >= tick.started.getTime() &&
            round.created.getTime() <= tick.completed.getTime() + 1_000,
        ),
      );
    // The tick's job is done once it has queued the round; the round itself may still be running
    // (seen on a slow machine): wait until every round the ticks made has ended.
    const unfinished = ['created', 'retry', 'active'];
    await expect
      .poll(
        async () =>
          madeBy(await roundsSince())
            .flat()
            .filter((round) => unfinished.includes(round.state)).length,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe(0);
    const rounds = await roundsSince();
    // Each tick made exactly one round, and it ran once, to completion.
    const fromTicks = madeBy(rounds);
    for (const made of fromTicks) {
      expect(made.map((round) => ({ state: round.state, retries: round.retries }))).toEqual([
        { state: 'completed', retries: 0 },
      ]);
    }
    // Any other round was woken by a queued message (one at most per commit), never by a second schedule.
    const { rows: queued } = await sql.query<{ n: number }>(
      'select count(*)::int as n from outbox where created_at >= $1',
      [since],
    );
    expect(rounds.length - fromTicks.flat().length).toBeLessThanOrEqual(queued[0]!.n);
  }, 230_000);
});

async function signIn(server: Server, username: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const body = (await response.json()) as { access_token: string; user: { id: number } };
  return { token: body.access_token, id: body.user.id };
}

async function startServer(databaseUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-mp-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      // The same secret: a token from one process is good on the other (as behind a balancer).
      JWT_SECRET: 'multi-process-secret-multi-process-secret-0123',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
      REDIS_URL,
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
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
