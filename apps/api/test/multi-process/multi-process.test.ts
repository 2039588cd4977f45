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
import { mailSettings, SmtpSink } from '../smtp-sink.js';
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
 * message whose sender stops (SIGTERM) or dies (kill -9) mid-send still goes out, once.
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
    await sink.stop();
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

  const outboxRows = async (subject: string) =>
    (
      await sql.query<{ status: string; attempts: number }>('select status, attempts from outbox where subject = $1', [
        subject,
      ])
    ).rows;

  it('when the sending process gets SIGTERM mid-send, then it waits for the answer, logs the mail sent, and exits', async () => {
    await stopServer(b);
    await useSink(a, admin.token);
    sink.answerDelayMs = 4_000;
    const subject = await contactVia(a, 'Graceful');
    await expect.poll(() => sink.dataReceived, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    const exited = new Promise((resolve) => a.process.once('exit', resolve));
    a.process.kill('SIGTERM');
    await exited;
    // Every admin's copy was answered before the process left: sent once each, nothing pending.
    const rows = await outboxRows(subject);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(sink.mails.filter((mail) => mail.subject === subject)).toHaveLength(rows.length);
  }, 120_000);

  it('when the sending process is killed mid-send, then the other process delivers the message within 2 minutes', async () => {
    a = await startServer(databaseUrl);
    sink.dataReceived = 0;
    // The server never answers this send: the process is killed while it waits.
    sink.answerDelayMs = 10 * 60_000;
    const subject = await contactVia(a, 'Killed');
    await expect.poll(() => sink.dataReceived, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    // B starts while A holds the job (an active job is fetched by nobody else), then A dies.
    b = await startServer(databaseUrl);
    a.process.kill('SIGKILL');
    await new Promise((resolve) => a.process.once('exit', resolve));
    sink.answerDelayMs = 0;
    const killedAt = Date.now();
    // A moved clock: the killed job's expiry (DELIVERY_EXPIRE_SECONDS) is over; pg-boss's
    // maintenance on B fails it back to the queue and B retries it after the backoff.
    await sql.query(
      `update pgboss.job set started_on = now() - interval '1 hour' where name = 'outbox-message' and state = 'active'`,
    );
    await expect
      .poll(async () => (await outboxRows(subject)).every((row) => row.status === 'sent'), {
        timeout: 120_000,
        interval: 1_000,
      })
      .toBe(true);
    console.info(`killed sender: delivered by the other process ${Math.round((Date.now() - killedAt) / 1000)} s later`);
    const rows = await outboxRows(subject);
    expect(sink.mails.filter((mail) => mail.subject === subject)).toHaveLength(rows.length);
  }, 200_000);
});

/** The file's SMTP server, set as the site's mail server through process `server`. */
const sink = new SmtpSink();

async function useSink(server: Server, token: string) {
  if (!sink.port) await sink.start();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const url = `${server.url}/api/settings/system`;
  const etag = (await fetch(url, { headers })).headers.get('etag') ?? '';
  const saved = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'if-match': etag },
    body: JSON.stringify(mailSettings(sink.port)),
  });
  if (saved.status !== 200) throw new Error(`saving the SMTP settings failed: ${saved.status} ${await saved.text()}`);
}

/** A contact message (mailed to every admin) sent through `server`; answers its mail subject. */
async function contactVia(server: Server, subject: string) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.com', subject, message: 'Hello there' }),
  });
  if (response.status !== 201) throw new Error(`contact failed: ${response.status}`);
  return `New contact message: ${subject}`;
}

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
      // One backup key for every process (each has its own DATA_DIR), as the start check requires.
      BACKUP_KEY: 'shared-backup-key-shared-backup-key-0123456789',
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
  if (server.process.exitCode === null && server.process.signalCode === null) {
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
