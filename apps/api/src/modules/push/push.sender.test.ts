import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import type { OutboxMessage } from '../messages/channel-sender.js';
import { readSystemSettings } from '../settings/settings.repository.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { browserSubscription, type BrowserSubscription } from './push.fixtures.js';
import { PUSH_SEND_ERRORS, pushSender } from './push.sender.js';
import { decryptPushMessage, startPushService, verifyVapid } from './push-service.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** The push sender against a push service on 127.0.0.1; subscriptions are made through the API. */
describe('push delivery', () => {
  let t: TestApp;
  let admin: Session;
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    t = await createTestApp({ pushAllowLocalEndpoints: true, vapidSubject: 'mailto:ops@stockyard.test' });
    admin = await signIn(t.app, DEMO.admin);
    service = await startPushService();
    expect((await putSystemSettings(t.app, admin.headers, { push_notifications: true })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  beforeEach(() => {
    service.received.length = 0;
  });

  let paths = 0;
  const subscribeBrowser = async (session: Session) => {
    const path = `/push/${(paths += 1)}`;
    const browser = browserSubscription(service.endpoint(path));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: session.headers,
      payload: browser.json,
    });
    expect(response.statusCode).toBe(201);
    return { ...browser, path, id: response.json().id as number };
  };
  const queue = async (userId: number, overrides: Partial<typeof outbox.$inferInsert> = {}): Promise<OutboxMessage> => {
    const [row] = await t.db
      .insert(outbox)
      .values({
        channel: 'push',
        userId,
        subject: 'Application approved',
        text: 'Your storage application #12 was approved.',
        data: { link: '/customer/dashboard' },
        ...overrides,
      })
      .returning();
    return { ...row!, channel: 'push', data: row!.data };
  };
  const send = async (message: OutboxMessage) => pushSender(t).send(message, await readSystemSettings(t.db));
  const payloadFor = (browser: BrowserSubscription & { path: string }) => {
    const request = service.received.find((r) => r.path === browser.path);
    if (!request) throw new Error(`nothing reached ${browser.path}`);
    return JSON.parse(decryptPushMessage(request.body, browser)) as Record<string, string>;
  };

  it('when a message is sent, then the push service gets it encrypted for the browser, signed with VAPID, and the browser can read it', async () => {
    const customer = await registerCustomer(t.app);
    const browser = await subscribeBrowser(customer);
    const message = await queue(customer.user.id);

    expect(await send(message)).toEqual({ ok: true });

    expect(service.received).toHaveLength(1);
    const [request] = service.received;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request!.headers.ttl)).toBe(86_400);
    const vapid = verifyVapid(request!.headers.authorization);
    const publicKey = (
      await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: customer.headers })
    ).json();
    expect(vapid.publicKey).toBe(publicKey.public_key);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:ops@stockyard.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    // The plaintext is not on the wire; only the browser's keys open it.
    expect(request!.body.includes(Buffer.from('approved'))).toBe(false);
    expect(payloadFor(browser)).toEqual({
      title: 'Application approved',
      body: 'Your storage application #12 was approved.',
      url: '/customer/dashboard',
      tag: `message-${message.id}`,
    });
    expect(await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.messageId, message.id))).toEqual([
      expect.objectContaining({ subscriptionId: browser.id }),
    ]);
  });

  it('when the user has two browsers, then each gets the message; a link off the app becomes the home page', async () => {
    const customer = await registerCustomer(t.app);
    const [laptop, phone] = [await subscribeBrowser(customer), await subscribeBrowser(customer)];
    expect(await send(await queue(customer.user.id, { data: { link: 'https://evil.example/phish' } }))).toEqual({
      ok: true,
    });
    expect(payloadFor(laptop).url).toBe('/');
    expect(payloadFor(phone).body).toBe('Your storage application #12 was approved.');
  });

  it('when the push service answers 410, then that subscription is deleted; with none left the message fails for good', async () => {
    const customer = await registerCustomer(t.app);
    const browser = await subscribeBrowser(customer);
    service.answer(browser.path, 410);
    expect(await send(await queue(customer.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: PUSH_SEND_ERRORS.allExpired,
    });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id))).toEqual([]);
  });

  it('when one browser is gone (404) and another takes it, then the message counts as sent and the gone one is deleted', async () => {
    const customer = await registerCustomer(t.app);
    const [gone, live] = [await subscribeBrowser(customer), await subscribeBrowser(customer)];
    service.answer(gone.path, 404);
    expect(await send(await queue(customer.user.id))).toEqual({ ok: true });
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.user.id));
    expect(left.map((row) => row.id)).toEqual([live.id]);
  });

  it('when a push service fails (500), then the message is retried later, and the retry goes only to the browser that missed it', async () => {
    const customer = await registerCustomer(t.app);
    const [ok, failing] = [await subscribeBrowser(customer), await subscribeBrowser(customer)];
    service.answer(failing.path, 500);
    const message = await queue(customer.user.id);
    const first = await send(message);
    expect(first).toMatchObject({ ok: false, permanent: false });
    expect(first.ok === false && first.error).toContain('500');
    // The failing subscription is kept for the retry.
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, failing.id))).toHaveLength(1);

    service.received.length = 0;
    service.answer(failing.path, 201);
    expect(await send(message)).toEqual({ ok: true });
    expect(service.received.map((r) => r.path)).toEqual([failing.path]);
    expect(payloadFor(failing).title).toBe('Application approved');
    expect(ok.path).not.toBe(failing.path);
  });

  it('when the push service cannot be reached, then the message is retried later', async () => {
    const customer = await registerCustomer(t.app);
    // A port that was just listening and is closed now: nothing answers there.
    const gone = await startPushService();
    await gone.close();
    const closed = browserSubscription(gone.endpoint('/push/closed'));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: customer.headers,
          payload: closed.json,
        })
      ).statusCode,
    ).toBe(201);
    const result = await send(await queue(customer.user.id));
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok === false && result.error).toMatch(/ECONNREFUSED/);
  });

  it('when the user has no subscription, then the message fails for good, saying so', async () => {
    const customer = await registerCustomer(t.app);
    expect(await send(await queue(customer.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: PUSH_SEND_ERRORS.noSubscription,
    });
    expect(service.received).toEqual([]);
  });

  it('when the recipient has been deactivated, then nothing is sent and the message fails for good', async () => {
    const customer = await registerCustomer(t.app);
    await subscribeBrowser(customer);
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer.user.id}/toggle-active`,
      headers: admin.headers,
      payload: { version: 1 },
    });
    expect(toggled.statusCode).toBe(200);
    expect(await send(await queue(customer.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: PUSH_SEND_ERRORS.inactive,
    });
    expect(service.received).toEqual([]);
  });

  it('when the admin deletes a user, then their push subscriptions go with them', async () => {
    const customer = await registerCustomer(t.app);
    const browser = await subscribeBrowser(customer);
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${customer.user.id}`, headers: admin.headers });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${customer.user.id}?version=${read.json<{ version: number }>().version}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id))).toEqual([]);
  });

  it('when the admin has switched push off, then nothing is sent and the message fails for good', async () => {
    const customer = await registerCustomer(t.app);
    await subscribeBrowser(customer);
    const settings = { ...(await readSystemSettings(t.db)), push_notifications: false };
    expect(await pushSender(t).send(await queue(customer.user.id), settings)).toEqual({
      ok: false,
      permanent: true,
      error: PUSH_SEND_ERRORS.switchedOff,
    });
    expect(service.received).toEqual([]);
  });
});
