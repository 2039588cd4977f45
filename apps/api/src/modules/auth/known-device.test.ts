import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, newCustomer, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { DEVICE_COOKIE } from './known-device.js';

const PROXY = '127.0.0.1';

/**
 * Issue 39 item 2: guesses from many addresses must not shut the owner out. The app sits behind a
 * trusted proxy here, so each attacker's address arrives in X-Forwarded-For as it would in production.
 */
describe('known devices keep signing in while the account is attacked', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: [PROXY] });
  });
  afterAll(async () => t.close());

  let peer = 0;
  const newAddress = () => `203.0.113.${(peer += 1)}`;
  const login = (payload: { username: string; password: string }, address: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': address, ...(cookie && { cookie }) },
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(header).toMatch(/; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    return header!.split(';')[0]!;
  };
  const registered = async () => {
    const body = newCustomer();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    // Sign-in takes only these two: any other key is refused.
    return { username: body.username, password: body.password };
  };

  it('when 50 wrong passwords come from 10 addresses, then the owner signs in from a known device at a new address', async () => {
    const owner = await registered();
    const first = await login(owner, newAddress());
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    const lockedAlerts = async () =>
      (
        await t.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.userId, first.json().user.id), eq(outbox.channel, 'email')))
      ).length;
    const alertsBefore = await lockedAlerts();

    const answers: number[] = [];
    for (let a = 0; a < 10; a += 1) {
      const from = newAddress();
      for (let i = 0; i < 5; i += 1)
        answers.push((await login({ username: owner.username, password: `guess-${a}-${i}` }, from)).statusCode);
    }
    // Every guess was checked or paused: none got in.
    expect(answers.every((status) => status === 401 || status === 423)).toBe(true);
    expect(answers.filter((status) => status === 423).length).toBeGreaterThan(0);

    // An unknown device at a new address meets the account-wide pause...
    expect((await login(owner, newAddress())).statusCode).toBe(423);
    // ...the owner's browser, from yet another address (a phone on a new network), does not.
    const again = await login(owner, newAddress(), device);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.username).toBe(owner.username);
    // The owner was told by mail that their account is under attack.
    expect(await lockedAlerts()).toBeGreaterThan(alertsBefore);
  });

  it("when a device cookie is forged or another account's, then it exempts nothing", async () => {
    const owner = await registered();
    const other = await registered();
    const otherDevice = deviceCookieOf(await login(other, newAddress()));
    await login(owner, newAddress());
    for (let a = 0; a < 10; a += 1) {
      const from = newAddress();
      for (let i = 0; i < 5; i += 1) await login({ username: owner.username, password: 'guess' }, from);
    }
    expect((await login(owner, newAddress(), otherDevice)).statusCode).toBe(423);
    const [name, value] = otherDevice.split('=') as [string, string];
    const forged = `${name}=${value.replace(/^\d+/, String(Number(value.split('.')[0]) - 1))}`;
    expect((await login(owner, newAddress(), forged)).statusCode).toBe(423);
  });

  it('when wrong passwords come from a known device, then that device is paused on its own', async () => {
    const owner = await registered();
    const device = deviceCookieOf(await login(owner, newAddress()));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login({ username: owner.username, password: 'guess' }, newAddress(), device)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
    expect((await login(owner, newAddress(), device)).statusCode).toBe(423);
    expect((await login(owner, newAddress())).statusCode).toBe(200);
  });

  it('when one address tries many accounts, then that address is paused for every name', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    // 5 x 20 = 100 failures from one address, 2 per name: never a name's own limit.
    for (let i = 0; i < 51; i += 1)
      for (let j = 0; j < 2; j += 1)
        statuses.push((await login({ username: `sprayed_${i}`, password: TEST_PASSWORD }, from)).statusCode);
    expect(statuses.slice(0, 99).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(423);
    const owner = await registered();
    expect((await login(owner, from)).statusCode).toBe(423);
    expect((await login(owner, newAddress())).statusCode).toBe(200);
  });
});
