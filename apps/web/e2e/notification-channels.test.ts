import { createECDH, randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD } from './support/accounts.js';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const SMS_NOT_CONFIGURED = 'SMS is not available: no SMS gateway is configured.';

/** Saves system settings as the admin (from the stored version) and answers the settings saved before. */
async function saveSettings(request: APIRequestContext, changes: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = (await (await request.get('/api/settings/system', { headers })).json()) as Record<string, unknown>;
  const saved = await request.put('/api/settings/system', { headers, data: { ...changes, version: before.version } });
  expect(saved.status()).toBe(200);
  return before;
}

async function newCustomer(request: APIRequestContext) {
  const username = `cust_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: 'Nora',
      last_name: 'Notify',
      username,
      email: `${username}@example.com`,
      password: E2E_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  return username;
}

async function openNotifications(page: Page) {
  await page.goto('/customer/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('group', { name: 'Push Notifications' }).waitFor();
}

/**
 * Headless Chromium has no push service to register with on this network (a real subscribe waits
 * for Google's servers for ever), so PushManager's subscribe and getSubscription answer what the
 * browser would: an FCM-style endpoint and browser keys. Everything else is real: the permission,
 * the service worker registration, the API calls, and the service worker showing a pushed message.
 */
function fakePushService(context: BrowserContext) {
  const ecdh = createECDH('prime256v1');
  const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`;
  return context
    .addInitScript(
      ({ endpoint, keys }) => {
        const saved = () => localStorage.getItem('e2e-push-key');
        const make = (key: string) => ({
          endpoint,
          expirationTime: null,
          options: {
            applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer,
            userVisibleOnly: true,
          },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            localStorage.removeItem('e2e-push-key');
            return true;
          },
        });
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const key = options?.applicationServerKey as Uint8Array;
          localStorage.setItem('e2e-push-key', btoa(String.fromCharCode(...key)));
          return make(saved()!) as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          const key = saved();
          return (key ? make(key) : null) as unknown as PushSubscription | null;
        };
      },
      { endpoint, keys },
    )
    .then(() => ({ endpoint, keys }));
}

describe('push and SMS in the notification settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when no SMS gateway is configured, then the SMS switches are off limits and say why; with one they work', async () => {
    const { context, page } = await newPage(browser);
    try {
      const username = await newCustomer(page.request);
      await signInAs(page, username, E2E_PASSWORD);
      await openNotifications(page);
      const sms = page.getByRole('group', { name: 'SMS Notifications' });
      await eventually(() => sms.getByText(SMS_NOT_CONFIGURED).isVisible()).toBe(true);
      for (const name of ['Order Updates', 'Storage Reminders', 'Security Alerts']) {
        expect(await sms.getByRole('switch', { name }).isDisabled()).toBe(true);
      }

      const before = await saveSettings(page.request, {
        sms_notifications: true,
        sms_gateway_url: 'https://api.twilio.com',
        sms_account_sid: 'AC00000000000000000000000000000000',
        sms_auth_token: 'e2e-token',
        sms_sender: '+15550100000',
      });
      try {
        await page.reload();
        await page.getByRole('tab', { name: 'Notifications' }).click();
        const orderUpdates = sms.getByRole('switch', { name: 'Order Updates' });
        await eventually(() => orderUpdates.isEnabled()).toBe(true);
        expect(await sms.getByText(SMS_NOT_CONFIGURED).count()).toBe(0);
        // A new customer has no phone yet: the screen says what texts need.
        expect(await sms.getByText(/Add a phone number in international form/).isVisible()).toBe(true);
        await orderUpdates.check();
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      } finally {
        await saveSettings(page.request, {
          sms_notifications: before.sms_notifications,
          sms_account_sid: before.sms_account_sid,
          sms_auth_token: null,
          sms_sender: before.sms_sender,
        });
      }
    } finally {
      await context.close();
    }
  });

  it('when the browser refuses notifications, then push stays off and the screen says how to allow them', async () => {
    const { context, page } = await newPage(browser);
    try {
      await saveSettings(page.request, { push_notifications: true });
      const username = await newCustomer(page.request);
      await signInAs(page, username, E2E_PASSWORD);
      await openNotifications(page);
      const push = page.getByRole('group', { name: 'Push Notifications' });
      // Every push topic is on by default: one is switched off and on again, which asks the browser.
      const orders = push.getByRole('switch', { name: 'Order Updates' });
      await eventually(() => orders.isEnabled()).toBe(true);
      await orders.click();
      await eventually(() => orders.isChecked()).toBe(false);
      await orders.click();
      await eventually(() =>
        push.getByText(/Notifications are blocked for this site in your browser/).isVisible(),
      ).toBe(true);
      expect(await orders.isChecked()).toBe(false);
      expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('when push is turned on with permission granted, then the worker is registered, the subscription saved, a pushed message shown; off removes both', async () => {
    const { context, page } = await newPage(browser);
    try {
      await saveSettings(page.request, { push_notifications: true });
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      const { endpoint, keys } = await fakePushService(context);
      const username = await newCustomer(page.request);
      await signInAs(page, username, E2E_PASSWORD);
      const login = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
      const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
      const subscriptions = async () =>
        (
          (await (await page.request.get('/api/push/subscriptions', { headers })).json()) as {
            subscriptions: { endpoint: string }[];
          }
        ).subscriptions.map((s) => s.endpoint);

      await openNotifications(page);
      const push = page.getByRole('group', { name: 'Push Notifications' });
      // The first paint registers nothing: the worker comes only with the person's choice.
      expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
      await eventually(() => push.getByText('This browser does not receive push notifications yet.').isVisible()).toBe(
        true,
      );

      // Every push topic is on by default: one is switched off and on again, which asks the browser.
      const orders = push.getByRole('switch', { name: 'Order Updates' });
      await eventually(() => orders.isEnabled()).toBe(true);
      await orders.click();
      await eventually(() => orders.isChecked()).toBe(false);
      await orders.click();
      await eventually(() => push.getByText('This browser receives push notifications.').isVisible()).toBe(true);
      expect(await orders.isChecked()).toBe(true);
      expect(await subscriptions()).toEqual([endpoint]);
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { script: registration.active?.scriptURL, scope: registration.scope };
      });
      expect(worker).toEqual({ script: `${baseUrl()}/sw.js`, scope: `${baseUrl()}/` });
      expect(keys.auth).toHaveLength(22);

      // A push message reaches the service worker, which shows it.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
          if (live) resolve(live.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const id = await registrationId;
      const message = {
        title: 'Application approved',
        body: 'Your application #5 was approved.',
        url: '/customer/dashboard',
        tag: 'message-1',
      };
      // Delivered again until shown: a worker that was just started may miss the first event.
      const deliverAndRead = async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: baseUrl(),
          registrationId: id,
          data: JSON.stringify(message),
        });
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
        });
      };
      await expect
        .poll(deliverAndRead, { timeout: 15_000, interval: 500 })
        .toEqual([{ title: message.title, body: message.body, data: { url: '/customer/dashboard' } }]);

      // Switching every push topic off unsubscribes this browser and removes the worker.
      for (const name of ['Order Updates', 'Storage Reminders', 'Security Alerts']) {
        const toggle = push.getByRole('switch', { name });
        if (await toggle.isChecked()) {
          await eventually(() => toggle.isEnabled()).toBe(true);
          await toggle.click();
        }
      }
      await eventually(subscriptions).toEqual([]);
      await eventually(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(
        false,
      );
    } finally {
      await saveSettings(page.request, { push_notifications: false });
      await context.close();
    }
  });

  it('when someone signs out, then this browser’s push subscription ends on the server and in the browser', async () => {
    const { context, page } = await newPage(browser);
    try {
      await saveSettings(page.request, { push_notifications: true });
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      const { endpoint } = await fakePushService(context);
      const username = await newCustomer(page.request);
      await signInAs(page, username, E2E_PASSWORD);
      await openNotifications(page);
      const push = page.getByRole('group', { name: 'Push Notifications' });
      await push.getByRole('button', { name: 'Turn on in this browser' }).click();
      await eventually(() => push.getByText('This browser receives push notifications.').isVisible()).toBe(true);
      const login = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
      const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
      const endpoints = async () =>
        (
          (await (await page.request.get('/api/push/subscriptions', { headers })).json()) as {
            subscriptions: { endpoint: string }[];
          }
        ).subscriptions.map((s) => s.endpoint);
      expect(await endpoints()).toEqual([endpoint]);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      expect(await endpoints()).toEqual([]);
      expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
    } finally {
      await saveSettings(page.request, { push_notifications: false });
      await context.close();
    }
  });
});
