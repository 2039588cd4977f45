import { REGISTRATION_TAKEN_MESSAGES } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, newCustomer, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 17 item 8: registrations racing for one username or email all pass the service's check;
 * the unique index decides, and every loser gets 409, never 500.
 */
describe('registration races', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const countWhere = async (condition: ReturnType<typeof sql>) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(condition)
    )[0]?.n;

  it('when 10 registrations of one username run at once, then one is 201 and nine are 409', async () => {
    const first = newCustomer();
    const bodies = Array.from({ length: 10 }, (_, i) =>
      // Same username in different cases, a different email each: only the username collides.
      newCustomer({
        username: i % 2 ? first.username.toUpperCase() : first.username,
        email: `race${i}.${first.email}`,
      }),
    );
    const responses = await Promise.all(
      bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    // Whether the service's check or the unique index refused it, the answer is the same.
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        detail: REGISTRATION_TAKEN_MESSAGES.username,
        errors: [{ field: 'username', message: REGISTRATION_TAKEN_MESSAGES.username }],
      });
    }
    expect(await countWhere(sql`lower(${users.username}) = lower(${first.username})`)).toBe(1);
  });

  it('when 10 registrations of one email run at once, then one is 201 and the rest name the email', async () => {
    const email = newCustomer().email;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer({ email }) }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(9).fill(409));
    for (const response of refused) {
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        detail: REGISTRATION_TAKEN_MESSAGES.email,
        errors: [{ field: 'email', message: REGISTRATION_TAKEN_MESSAGES.email }],
      });
    }
    expect(await countWhere(eq(users.email, email))).toBe(1);
  });
});
