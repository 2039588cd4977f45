import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../test-app.js';
import { FUZZ_NUM_RUNS, FUZZ_SEED, LOGIN_SIDE_EFFECTS } from './fuzz-settings.js';
import { fuzzableRoutes, fuzzAllRoutes } from './route-fuzz.js';

/**
 * Property: every JSON route an admin may call, sent hostile bodies, query strings and path ids,
 * never answers 5xx, answers 4xx in the error shape, and a refused request changes nothing.
 * DELETE routes only get ids that do not exist, so no demo row is removed: deleting live rows is
 * covered by the module tests. The routes are split over two files (even and odd positions) so
 * the two halves run in parallel and each file stays well under a minute on a loaded machine.
 */
export function describeAdminFuzz(part: 0 | 1) {
  describe(`hostile input on every route, as admin (part ${part + 1} of 2)`, () => {
    let t: TestApp;
    let headers: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp();
      headers = (await signIn(t.app, DEMO.admin)).headers;
    });
    afterAll(async () => t?.close());

    it('when any route gets arbitrary input, then no 5xx, the error shape, and refused requests change nothing', async () => {
      const all = fuzzableRoutes(t.app, 'admin');
      expect(all.length).toBeGreaterThan(40);
      const failures = await fuzzAllRoutes(
        all.filter((_, index) => index % 2 === part),
        {
          t,
          role: 'admin',
          numRuns: FUZZ_NUM_RUNS,
          seed: FUZZ_SEED,
          session: async () => headers,
          revive: async () => {
            const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
            if (me.statusCode === 401) headers = (await signIn(t.app, DEMO.admin)).headers;
          },
          sideEffects: LOGIN_SIDE_EFFECTS,
        },
      );
      expect(failures, `fast-check seed ${FUZZ_SEED} (set FUZZ_SEED to replay)`).toEqual([]);
    }, 120_000);
  });
}
