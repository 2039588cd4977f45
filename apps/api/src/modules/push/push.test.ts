import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, settings } from '../../db/schema/index.js';
import { ConfigError, loadConfig } from '../../config.js';
import { secretSealer } from '../../lib/sealed-secret.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { browserSubscription, fcmEndpoint } from './push.fixtures.js';
import { isAllowedPushEndpoint } from './push-endpoint.js';
import { loadVapidKeys } from './vapid-keys.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('push subscriptions API', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let other: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    customer = await registerCustomer(t.app);
    other = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  const subscribe = (session: Session, payload: unknown, userAgent = 'Test Browser/1.0') =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...session.headers, 'user-agent': userAgent },
      payload: payload as Record<string, unknown>,
    });
  const list = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers: session.headers });
  const remove = (session: Session, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: session.headers });
  const storedFor = (endpoint: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const setPush = async (on: boolean) =>
    expect((await putSystemSettings(t.app, admin.headers, { push_notifications: on })).statusCode).toBe(200);

  it('when the admin has push switched off (the default), then subscribing is refused and nothing is stored', async () => {
    const { json } = browserSubscription(fcmEndpoint());
    const response = await subscribe(customer, json);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Push notifications are turned off for this site by the administrator.');
    expect(await storedFor(json.endpoint)).toEqual([]);
  });

  it('when a browser subscribes, then its endpoint and keys are stored for the user and answered without keys', async () => {
    await setPush(true);
    const { json } = browserSubscription(fcmEndpoint());
    const response = await subscribe(customer, json);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      endpoint: json.endpoint,
      user_agent: 'Test Browser/1.0',
      created_at: expect.any(String),
    });
    const [row] = await storedFor(json.endpoint);
    expect(row).toMatchObject({
      id: body.id,
      userId: customer.user.id,
      p256dh: json.keys.p256dh,
      auth: json.keys.auth,
      userAgent: 'Test Browser/1.0',
    });
    expect((await list(customer)).json().subscriptions.map((s: { id: number }) => s.id)).toContain(body.id);
  });

  it('when the same browser subscribes again with new keys, then the one row is updated', async () => {
    const endpoint = fcmEndpoint();
    await subscribe(customer, browserSubscription(endpoint).json);
    const renewed = browserSubscription(endpoint).json;
    expect((await subscribe(customer, renewed)).statusCode).toBe(201);
    const rows = await storedFor(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('when someone else signs in in the same browser and subscribes, then the subscription moves to them', async () => {
    const { json } = browserSubscription(fcmEndpoint());
    const first = (await subscribe(customer, json)).json();
    const second = await subscribe(other, json);
    expect(second.statusCode).toBe(201);
    expect((await storedFor(json.endpoint)).map((row) => row.userId)).toEqual([other.user.id]);
    expect((await list(customer)).json().subscriptions.some((s: { id: number }) => s.id === first.id)).toBe(false);
  });

  it.each([
    ['a missing body', undefined, null],
    ['no keys', { endpoint: fcmEndpoint() }, 'keys'],
    ['a short p256dh', { endpoint: fcmEndpoint(), keys: { p256dh: 'abc', auth: 'a'.repeat(22) } }, 'keys.p256dh'],
    [
      'a 32-byte auth secret',
      {
        ...browserSubscription(fcmEndpoint()).json,
        keys: { ...browserSubscription('x').json.keys, auth: 'a'.repeat(43) },
      },
      'keys.auth',
    ],
    ['a non-URL endpoint', { ...browserSubscription('push me').json }, 'endpoint'],
  ])('when the body has %s, then 400 names the field and nothing is stored', async (_label, payload, field) => {
    const before = await t.db.select().from(pushSubscriptions);
    const response = await subscribe(customer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    if (field) expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(before.length);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://localhost:8443/push',
    'https://localhost./x',
    'https://LOCALHOST../x',
    'https://printer.local./x',
    'https://intranet./push',
    'https://intranet/push',
    'https://user:pass@push.example.com/x',
  ])('when the endpoint is %s (not a public https push service), then it is refused', async (endpoint) => {
    const response = await subscribe(customer, browserSubscription(endpoint).json);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'endpoint', message: 'Enter the push service address the browser gave (https)' },
    ]);
    expect(await storedFor(endpoint)).toEqual([]);
  });

  it("when someone deletes another user's subscription, then 404 and it stays; the owner's delete removes it", async () => {
    const { json } = browserSubscription(fcmEndpoint());
    const { id } = (await subscribe(customer, json)).json();
    const refused = await remove(other, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Push subscription not found', code: 'NOT_FOUND' });
    expect(await storedFor(json.endpoint)).toHaveLength(1);
    expect((await remove(customer, id)).statusCode).toBe(204);
    expect(await storedFor(json.endpoint)).toEqual([]);
    expect((await remove(customer, id)).statusCode).toBe(404);
  });

  it('when the subscription list is read, then it holds only the caller’s own', async () => {
    const mine = (await subscribe(other, browserSubscription(fcmEndpoint()).json)).json();
    const theirs = (await list(customer)).json().subscriptions as { id: number }[];
    expect(theirs.some((s) => s.id === mine.id)).toBe(false);
    const own = (await list(other)).json().subscriptions as { id: number; endpoint: string }[];
    expect(own.some((s) => s.id === mine.id)).toBe(true);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.user.id));
    expect(own.map((s) => s.id).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('when a user subscribes more than 20 browsers, then only the newest 20 are kept', async () => {
    const heavy = await registerCustomer(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      const { json } = browserSubscription(fcmEndpoint());
      endpoints.push(json.endpoint);
      expect((await subscribe(heavy, json)).statusCode).toBe(201);
    }
    const kept = (await list(heavy)).json().subscriptions.map((s: { endpoint: string }) => s.endpoint);
    expect(kept).toHaveLength(20);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).not.toContain(endpoints[1]);
    expect(kept).toContain(endpoints[21]);
  });

  it('when not signed in, then the push routes answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/public-key'],
      ['GET', '/api/push/subscriptions'],
      ['POST', '/api/push/subscriptions'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('VAPID keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const storedRow = async () =>
    (await t.db.select().from(settings).where(eq(settings.key, 'vapid_keys')))[0]?.value as
      { public_key: string; private_key_sealed: string } | undefined;

  it('when none are configured, then a pair is generated once, kept in the database with the private key sealed', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: customer.headers });
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    const stored = await storedRow();
    expect(stored?.public_key).toBe(key);
    expect(stored?.private_key_sealed.startsWith('v1.')).toBe(true);
    // Another process on the same database (a fresh load) reads the same pair instead of making one.
    const sealer = secretSealer(t.config.jwtSecret!, 'vapid-private-key');
    const again = await loadVapidKeys(t.db, { publicKey: undefined, privateKey: undefined }, sealer);
    expect(again.publicKey).toBe(key);
    expect(Buffer.from(again.privateKey, 'base64url')).toHaveLength(32);
    expect(sealer.open(stored!.private_key_sealed)).toBe(again.privateKey);
  });

  it('when the environment sets a pair, then it is used and the stored one is left alone', async () => {
    const before = await storedRow();
    const keys = await loadVapidKeys(
      t.db,
      { publicKey: 'BPublic', privateKey: 'private' },
      secretSealer(t.config.jwtSecret!, 'vapid-private-key'),
    );
    expect(keys).toEqual({ publicKey: 'BPublic', privateKey: 'private', source: 'environment' });
    expect(await storedRow()).toEqual(before);
  });

  it('when the stored private key was sealed under another server secret, then a new pair replaces it and old subscriptions go', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    await t.db.insert(pushSubscriptions).values({
      userId: customer.user.id,
      endpoint: fcmEndpoint(),
      p256dh: browserSubscription('x').json.keys.p256dh,
      auth: 'a'.repeat(22),
    });
    const before = await storedRow();
    const otherSecret = secretSealer('another-server-secret-another-server-secret', 'vapid-private-key');
    const keys = await loadVapidKeys(t.db, { publicKey: undefined, privateKey: undefined }, otherSecret);
    expect(keys.publicKey).not.toBe(before?.public_key);
    expect((await storedRow())?.public_key).toBe(keys.publicKey);
    expect(otherSecret.open((await storedRow())!.private_key_sealed)).toBe(keys.privateKey);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });
});

describe('push endpoint policy', () => {
  it('when local endpoints are allowed (tests, a self-hosted push service), then http and local hosts pass', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', false)).toBe(false);
    expect(isAllowedPushEndpoint('ftp://127.0.0.1/push', true)).toBe(false);
  });

  it("when it is a public push service's https address, then it passes", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false)).toBe(true);
    }
    for (const endpoint of [
      'https://printer.local/x',
      'https://db.internal/x',
      'https://a.localhost/x',
      'https://10.0.0.8/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false)).toBe(false);
    }
  });
});

describe('VAPID configuration', () => {
  const pair = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };

  it('when both keys are set, then they are read; a subject must be mailto: or https:', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(config).toMatchObject({
      vapidPublicKey: pair.publicKey,
      vapidPrivateKey: pair.privateKey,
      vapidSubject: 'mailto:ops@example.com',
      pushAllowLocalEndpoints: false,
    });
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('when only one key is set, or a key has the wrong length, then start-up stops naming them', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });
});
