import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { readSystemSettings } from '../settings/settings.repository.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { isRefusedAddress, type HostResolver } from './push-address.js';
import { browserSubscription } from './push.fixtures.js';
import { upsertSubscription } from './push.repository.js';
import { pushSender } from './push.sender.js';
import { startPushService } from './push-service.fixtures.js';

const PUBLIC = '142.250.74.10';

describe('push endpoints never reach internal addresses', () => {
  it('when an address is loopback, private, link-local, unique-local, CGNAT or metadata, then it is refused', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fc00::2',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not-an-address',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    for (const address of [PUBLIC, '2a00:1450:4001:80b::200a', '::ffff:142.250.74.10'])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  describe('through the API and the sender', () => {
    const names = new Map<string, string>([
      ['localtest.me', '127.0.0.1'],
      ['metadata.push.test', '169.254.169.254'],
      ['v6.push.test', '::1'],
      ['ula.push.test', 'fd12:3456::1'],
      ['cgnat.push.test', '100.64.1.1'],
      ['fcm.push.test', PUBLIC],
      ['rebind.push.test', PUBLIC],
    ]);
    const resolveHost: HostResolver = async (hostname) => {
      const address = names.get(hostname);
      if (!address) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    };
    let t: TestApp;
    let customer: Awaited<ReturnType<typeof signIn>>;
    beforeAll(async () => {
      t = await createTestApp({}, { resolveHost });
      customer = await signIn(t.app, DEMO.customer);
      const admin = await signIn(t.app, DEMO.admin);
      expect((await putSystemSettings(t.app, admin.headers, { push_notifications: true })).statusCode).toBe(200);
    });
    afterAll(async () => t.close());

    const subscribe = (endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: customer.headers,
        payload: browserSubscription(endpoint).json,
      });
    const stored = async (endpoint: string) =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

    it('when an endpoint resolves to 127.0.0.1, 169.254.169.254 or another internal address, then 400 and nothing is saved', async () => {
      for (const host of ['localtest.me', 'metadata.push.test', 'v6.push.test', 'ula.push.test', 'cgnat.push.test']) {
        const endpoint = `https://${host}/x`;
        const response = await subscribe(endpoint);
        expect(response.statusCode, host).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'endpoint', message: expect.stringMatching(/private network/) },
        ]);
        expect(await stored(endpoint)).toBe(0);
      }
      for (const endpoint of ['http://fcm.push.test/x', 'https://169.254.169.254/x', 'https://[::1]/x']) {
        expect((await subscribe(endpoint)).statusCode, endpoint).toBe(400);
        expect(await stored(endpoint)).toBe(0);
      }
      expect((await subscribe('https://fcm.push.test/x')).statusCode).toBe(201);
    });

    it('when a name resolves elsewhere at send time, then the sender refuses to connect there', async () => {
      const service = await startPushService();
      try {
        const port = new URL(service.origin).port;
        const endpoint = `https://rebind.push.test:${port}/rebound`;
        expect((await subscribe(endpoint)).statusCode).toBe(201);
        names.set('rebind.push.test', '127.0.0.1');
        await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://fcm.push.test/x'));
        const [row] = await t.db
          .insert(outbox)
          .values({ channel: 'push', userId: customer.user.id, subject: 'Hello', text: 'Rebound', data: {} })
          .returning();
        const result = await pushSender({ ...t, resolveHost }).send(
          { ...row!, channel: 'push', data: row!.data },
          await readSystemSettings(t.db),
        );
        expect(result).toMatchObject({ ok: false, permanent: false });
        expect((result as { error: string }).error).toMatch(
          /rebind\.push\.test resolves to 127\.0\.0\.1, an internal address/,
        );
        expect(service.received).toEqual([]);
      } finally {
        await service.close();
      }
    });

    it('when a push service answers with a redirect, then the sender does not follow it', async () => {
      const hits: string[] = [];
      const server = createServer((request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(request.url === '/redirect' ? 307 : 201, { location: '/target' });
        response.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/redirect`;
        await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.user.id));
        const { keys } = browserSubscription(endpoint).json;
        await upsertSubscription(t.db, { userId: customer.user.id, endpoint, ...keys, userAgent: null });
        const [row] = await t.db
          .insert(outbox)
          .values({ channel: 'push', userId: customer.user.id, subject: 'Hello', text: 'Redirected', data: {} })
          .returning();
        // A self-hosted push service on this machine, as PUSH_ALLOW_LOCAL_ENDPOINTS allows.
        const local = { ...t, config: { ...t.config, pushAllowLocalEndpoints: true } };
        const result = await pushSender(local).send(
          { ...row!, channel: 'push', data: row!.data },
          await readSystemSettings(t.db),
        );
        expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/307/) });
        expect(hits).toEqual(['/redirect']);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });
});
