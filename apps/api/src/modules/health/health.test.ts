import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const ROOT_VERSION = (
  JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the database is up, then health reports healthy and connected', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The release, from the root package.json (issue 47).
    expect(body).toMatchObject({ status: 'healthy', database: 'connected', version: ROOT_VERSION, demo_mode: true });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.engine).toBe(t.database.engine);
    expect(typeof body.uptime_seconds).toBe('number');
  });

  it('when a message has waited 20 minutes untried, then health shows its age and counts it stuck; a fresh one is not stuck', async () => {
    const empty = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(empty.queue).toEqual({ pending: 0, oldest_pending_seconds: null, stuck_jobs: 0 });
    const message = { channel: 'email', toAddress: 'ops@example.com', subject: 'Waiting', text: 'Hello' };
    await t.db.insert(outbox).values([
      { ...message, createdAt: new Date(Date.now() - 20 * 60_000) },
      { ...message, subject: 'Fresh' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { queue, status } = response.json();
    expect(status).toBe('healthy');
    expect(queue.pending).toBe(2);
    expect(queue.stuck_jobs).toBe(1);
    expect(queue.oldest_pending_seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(queue.oldest_pending_seconds).toBeLessThan(25 * 60);
    await t.db.delete(outbox);
  });

  it('when a trailing slash is added, then the route still answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
  });

  it('when an unknown /api path is requested, then it answers 404 JSON in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ detail: 'Not Found', code: 'NOT_FOUND' });
    }
  });

  it("when a JSON answer is sent, then it carries the API's security headers and not a page's", async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeDefined();
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(response.headers['x-xss-protection'], url).toBeUndefined();
    }
  });

  it('when the OpenAPI document is requested, then it lists the API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/me', '/api/health']));
  });
});
