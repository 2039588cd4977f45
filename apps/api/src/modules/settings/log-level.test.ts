import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { SETTINGS_CACHE_TTL_MS } from './settings-cache.js';
import { putSystemSettings } from './settings.fixtures.js';

type LogLine = { level: number; msg?: string; userId?: number };

/** A logger stream kept in memory, read back as parsed lines. */
function capture() {
  const lines: LogLine[] = [];
  return {
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    since: (mark: number) => lines.slice(mark),
    get mark() {
      return lines.length;
    },
  };
}

const DEBUG = 20;
const INFO = 30;

/** Issue 19: the admin's Log Level acts on the running server, and on every process on the database. */
describe('log level setting', () => {
  let t: TestApp;
  let other: { app: FastifyInstance; database: Database };
  const log = capture();
  const otherLog = capture();
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logLevelPinned: false }, { logStream: log.stream });
    // A second process on the same database: its own pool, so its own settings cache.
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
    const app = await buildApp(t.config, database, { logStream: otherLog.stream });
    await app.ready();
    other = { app, database };
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => {
    await putSystemSettings(t.app, admin.headers, { log_level: 'info' });
    await other.app.close();
    await other.database.close();
    await t.close();
  });

  const profile = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });

  it('when nothing is saved, then the server logs requests at info and no debug lines', async () => {
    const mark = log.mark;
    expect((await profile(t.app)).statusCode).toBe(200);
    const lines = log.since(mark);
    expect(lines.some((line) => line.level === INFO && line.msg === 'incoming request')).toBe(true);
    expect(lines.some((line) => line.level === DEBUG)).toBe(false);
  });

  it('when the admin saves debug, then the next request writes debug lines', async () => {
    const saved = await putSystemSettings(t.app, admin.headers, { log_level: 'debug' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().log_level).toBe('debug');
    const mark = log.mark;
    expect((await profile(t.app)).statusCode).toBe(200);
    const lines = log.since(mark);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: DEBUG, msg: 'signed-in request', userId: admin.user.id }),
    );
  });

  it('when the admin saves error, then info lines stop at once', async () => {
    expect((await putSystemSettings(t.app, admin.headers, { log_level: 'error' })).statusCode).toBe(200);
    const mark = log.mark;
    expect((await profile(t.app)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
    expect(log.since(mark).filter((line) => line.level < 50)).toEqual([]);
  });

  it('when another process shares the database, then it follows the saved level once its cached copy expires', async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_TTL_MS + 200));
    // Its first request reads the settings again (its "incoming request" line was written before).
    await profile(other.app);
    const mark = otherLog.mark;
    expect((await profile(other.app)).statusCode).toBe(200);
    expect(otherLog.since(mark).filter((line) => line.level < 50)).toEqual([]);

    expect((await putSystemSettings(t.app, admin.headers, { log_level: 'debug' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_TTL_MS + 200));
    await profile(other.app);
    const next = otherLog.mark;
    expect((await profile(other.app)).statusCode).toBe(200);
    expect(otherLog.since(next)).toContainEqual(expect.objectContaining({ level: DEBUG, msg: 'signed-in request' }));
  });

  it('when LOG_LEVEL is pinned, then the setting changes nothing', async () => {
    const pinned = capture();
    const app = await buildApp({ ...t.config, logLevel: 'warn', logLevelPinned: true }, t.database, {
      logStream: pinned.stream,
    });
    await app.ready();
    try {
      expect((await profile(app)).statusCode).toBe(200);
      expect(pinned.since(0).filter((line) => line.level < 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
