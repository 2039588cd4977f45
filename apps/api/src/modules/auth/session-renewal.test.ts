import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };

/** Sessions for a working day: activity renews the idle end, up to the token's own end. */
describe('POST /api/auth/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short working day, so the ceiling can be reached by moving the session's start back.
    t = await createTestApp({ tokenTtlMinutes: 120 });
  });
  afterAll(async () => t.close());

  const sessionRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claimsOf(token).sid))
    )[0]!;
  const renew = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/session', headers });

  it('when a signed-in user works, then the session ends the idle timeout after now, and the answer says so', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    // As if signed in 50 minutes ago with the default 60-minute timeout: 10 minutes left.
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 50 * 60_000),
        expiresAt: new Date(Date.now() + 10 * 60_000),
      })
      .where(eq(sessions.id, claimsOf(admin.token).sid));
    const before = Date.now();
    const response = await renew(admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { expires_in_seconds: number; idle_minutes: number };
    expect(body.idle_minutes).toBe(60);
    expect(body.expires_in_seconds).toBeGreaterThan(60 * 60 - 5);
    expect(body.expires_in_seconds).toBeLessThanOrEqual(60 * 60);
    const row = await sessionRow(admin.token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(60 * 60_000 - 5_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('when the working day is nearly over, then renewing stops at the token’s end', async () => {
    const employee = await signIn(t.app, DEMO.employee);
    // Signed in 110 minutes ago with a 120-minute token: at most 10 minutes can be left.
    const started = new Date(Date.now() - 110 * 60_000);
    await t.db
      .update(sessions)
      .set({ createdAt: started })
      .where(eq(sessions.id, claimsOf(employee.token).sid));
    const response = await renew(employee.headers);
    expect(response.statusCode).toBe(200);
    const left = (response.json() as { expires_in_seconds: number }).expires_in_seconds;
    expect(left).toBeGreaterThan(10 * 60 - 5);
    expect(left).toBeLessThanOrEqual(10 * 60);
    expect((await sessionRow(employee.token)).expiresAt.getTime()).toBe(started.getTime() + 120 * 60_000);
  });

  it('when the session has ended (idle too long, or signed out), then renewing is refused and moves nothing', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const ended = new Date(Date.now() - 1000);
    await t.db
      .update(sessions)
      .set({ expiresAt: ended })
      .where(eq(sessions.id, claimsOf(customer.token).sid));
    const refused = await renew(customer.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: expect.stringContaining('session has ended') });
    expect((await sessionRow(customer.token)).expiresAt).toEqual(ended);

    const other = await signIn(t.app, DEMO.customer);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other.headers })).statusCode).toBe(
      200,
    );
    expect((await renew(other.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/session' })).statusCode).toBe(401);
  });
});
