import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from './auth.js';
import { errorsPlugin } from './errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the app is built, then every registered route declares who may call it', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('when a route declares roles, then they are known roles and not empty', () => {
    for (const route of t.app.routeAccess) {
      if (route.access === 'anonymous') continue;
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      expect(route.access!.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      for (const role of route.access!) expect(['admin', 'employee', 'customer']).toContain(role);
    }
  });

  it('when a route has no declaration, then everyone is denied with 403', async () => {
    const probe = Fastify();
    await probe.register(errorsPlugin);
    await probe.register(authPlugin, { db: t.db, secret: 'x'.repeat(32), tokenTtlMinutes: 5 });
    probe.get('/api/undeclared-probe', async () => ({ ok: true }));
    probe.get('/api/declared-probe', { config: { access: 'anonymous' } }, async () => ({ ok: true }));
    await probe.ready();
    const denied = await probe.inject({ method: 'GET', url: '/api/undeclared-probe' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect((await probe.inject({ method: 'GET', url: '/api/declared-probe' })).statusCode).toBe(200);
    expect(probe.routeAccess.find((r) => r.url === '/api/undeclared-probe')?.access).toBeUndefined();
    await probe.close();
  });
});
