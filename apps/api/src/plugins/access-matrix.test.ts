import type { Role } from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type Principal } from '../../test/access-matrix.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

/**
 * The authorization matrix: every API route, called as each principal with a real token on real
 * data. A denied principal must get exactly 401 (anonymous) or 403 (wrong role); an allowed one must
 * get past authorization (any status but 401/403) without a server error.
 */
const PRINCIPALS: Principal[] = ['anonymous', 'customer', 'employee', 'admin'];
const SAMPLE_PARAMS: Record<string, string> = { id: '999999', kind: 'identification_doc' };

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const fillParams = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1');
/** Answers that never end (Server-Sent Events): read up to the status line, not to the end. */
const STREAMS = new Set(['GET /api/notifications/stream']);

describe('authorization matrix', () => {
  let t: TestApp;
  const headers: Partial<Record<Principal, Record<string, string>>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [principal, account] of [
      ['customer', DEMO.customer],
      ['employee', DEMO.employee],
      ['admin', DEMO.admin],
    ] as const) {
      headers[principal] = (await signIn(t.app, account)).headers;
    }
  });
  afterAll(async () => t.close());

  const routes = () =>
    t.app.routeAccess.filter((route) => isApiRoute(route.url)).map((route) => `${route.method} ${route.url}`);

  it('when the app is built, then every API route is in the matrix and the matrix names no stale route', () => {
    const registered = new Set(routes());
    expect([...registered].filter((key) => !(key in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('when the matrix is compared with the route declarations, then they agree', () => {
    for (const route of t.app.routeAccess.filter((r) => isApiRoute(r.url))) {
      const expected = ACCESS_MATRIX[`${route.method} ${route.url}`];
      const declared = route.access === 'anonymous' ? 'anonymous' : [...(route.access ?? [])].sort();
      expect(declared, `${route.method} ${route.url}`).toEqual(
        expected === 'anonymous' ? expected : [...(expected ?? [])].sort(),
      );
    }
  });

  it('when every route is called as every principal, then only the allowed ones get through', async () => {
    const failures: string[] = [];
    for (const key of Object.keys(ACCESS_MATRIX)) {
      const [method, url] = key.split(' ') as [string, string];
      const allowed = ACCESS_MATRIX[key]!;
      for (const principal of PRINCIPALS) {
        // Logging out would end the shared session; use a throwaway one for that route.
        const auth =
          principal === 'anonymous'
            ? {}
            : url === '/api/auth/logout'
              ? (await signIn(t.app, DEMO[principal === 'employee' ? 'employee' : principal])).headers
              : headers[principal]!;
        const response = await t.app.inject({
          method: method as 'GET',
          url: fillParams(url),
          headers: auth,
          ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
          ...(STREAMS.has(key) && { payloadAsStream: true }),
        });
        const permitted = allowed === 'anonymous' || (principal !== 'anonymous' && allowed.includes(principal as Role));
        const status = response.statusCode;
        const expectation = permitted ? 'through' : principal === 'anonymous' ? 401 : 403;
        const ok = permitted ? status !== 401 && status !== 403 && status < 500 : status === expectation;
        if (!ok)
          failures.push(
            `${key} as ${principal}: expected ${expectation}, got ${status} ${STREAMS.has(key) ? '' : response.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
