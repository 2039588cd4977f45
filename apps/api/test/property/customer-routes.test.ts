import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../test-app.js';
import { FUZZ_NUM_RUNS, FUZZ_SEED, LOGIN_SIDE_EFFECTS } from './fuzz-settings.js';
import { fuzzableRoutes, fuzzAllRoutes } from './route-fuzz.js';

/**
 * The same properties as admin-fuzz.ts for a customer, on every route a customer may call (their
 * own and the public ones): no 5xx, the error shape on 4xx, and nothing changed by a refusal. Small
 * real ids are used too, so other customers' rows and the customer's own rows are both probed.
 */
describe('hostile input on every route, as a customer', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signIn(t.app, DEMO.customer)).headers;
  });
  afterAll(async () => t?.close());

  it('when any route gets arbitrary input, then no 5xx, the error shape, and refused requests change nothing', async () => {
    const routes = fuzzableRoutes(t.app, 'customer');
    expect(routes.length).toBeGreaterThan(20);
    const failures = await fuzzAllRoutes(routes, {
      t,
      role: 'customer',
      numRuns: FUZZ_NUM_RUNS,
      seed: FUZZ_SEED,
      session: async () => headers,
      revive: async () => {
        const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
        if (me.statusCode === 401) headers = (await signIn(t.app, DEMO.customer)).headers;
      },
      sideEffects: LOGIN_SIDE_EFFECTS,
    });
    expect(failures, `fast-check seed ${FUZZ_SEED} (set FUZZ_SEED to replay)`).toEqual([]);
  }, 120_000);

  it('when the address itself is malformed (bad escape, over-long id), then 400 or 414 in the error shape', async () => {
    // The router refuses these before any route runs; the fuzzer found they answered Fastify's own shape.
    for (const [url, status] of [
      ['/api/goods/my-goods/%FF', 400],
      ['/api/applications/%E0%A4%A', 400],
      [`/api/goods/my-goods/${'9'.repeat(300)}`, 414],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({ detail: expect.any(String), code: 'VALIDATION' });
    }
  });
});
