import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from './db-snapshot.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * Spellings of a number that are not the API's plain decimal id, each URL-encoded as a client would
 * send it. Every one names record 1 (or a number past the integer range) to a lenient parser.
 */
const ODD_IDS = [
  '0x1',
  '0X01',
  '%201',
  '1%20',
  '1.0',
  '1.',
  '1e0',
  '%2B1',
  '01',
  '0001',
  '-1',
  '0',
  '1_0',
  '%EF%BC%91', // a fullwidth digit one
  '%E2%80%8B1', // a zero-width space, then 1
  '2147483648',
  '99999999999999999999',
  '1e400',
];

describe('ids are plain decimal integers on every route', () => {
  let t: TestApp;
  let headers: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = {
      admin: (await signIn(t.app, DEMO.admin)).headers,
      employee: (await signIn(t.app, DEMO.employee)).headers,
      customer: (await signIn(t.app, DEMO.customer)).headers,
    };
  });
  afterAll(async () => t.close());

  it('when a route with an id is called with any other spelling of a number, then 400 or 404 and nothing changes', async () => {
    const routes = t.app.routeAccess.filter((route) => /\/:[A-Za-z_]*id\b/i.test(route.url) && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    // Sessions and sign-in bookkeeping may move with every signed-in call; the data must not.
    const ignore = ['sessions', 'activities'];
    const before = await snapshotDatabase(t.db, { ignore });
    const wrong: string[] = [];
    for (const route of routes) {
      const role = route.access === 'anonymous' || !route.access ? 'admin' : route.access[0]!;
      for (const odd of ODD_IDS) {
        const url = route.url.replace(/:[A-Za-z_]*id\b/gi, odd);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[role],
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
        });
        if (![400, 404].includes(response.statusCode)) wrong.push(`${route.method} ${url}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotDatabase(t.db, { ignore })).toEqual(before);
  });

  it('when an odd id is refused, then the answer says what an id must be', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/goods/0x1', headers: headers.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'id' }] });
    const plain = await t.app.inject({ method: 'GET', url: '/api/goods/1', headers: headers.admin });
    expect(plain.statusCode).not.toBe(400);
  });
});
