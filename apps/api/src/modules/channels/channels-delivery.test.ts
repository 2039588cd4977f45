import { setChannelEnabled, type Preferences } from '@stockyard/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions, settings, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { branchIds, createAssignmentViaApi, newAssignmentBody } from '../assignments/assignments.fixtures.js';
import { deliverPending } from '../messages/delivery.fixtures.js';
import { browserSubscription } from '../push/push.fixtures.js';
import { pushSender } from '../push/push.sender.js';
import { decryptPushMessage, startPushService } from '../push/push-service.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
import { startSmsGateway } from '../sms/sms-gateway.fixtures.js';
import { smsSender } from '../sms/sms.sender.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * From an event to a phone and a browser: an assignment is announced, its push and SMS rows wait
 * in the outbox, and the delivery job sends them to a push service and an SMS gateway on 127.0.0.1.
 */
describe('push and SMS through the outbox', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let browser: ReturnType<typeof browserSubscription>;
  let subscriptionId: number;
  const deliver = () => deliverPending(t.db, [pushSender(t), smsSender(t)], settingsSealerFor(t.config.jwtSecret!));

  beforeAll(async () => {
    t = await createTestApp({ pushAllowLocalEndpoints: true });
    admin = await signIn(t.app, DEMO.admin);
    employee = await signIn(t.app, DEMO.employee);
    pushService = await startPushService();
    gateway = await startSmsGateway();
    const saved = await putSystemSettings(t.app, admin.headers, {
      email_notifications: false,
      push_notifications: true,
      sms_notifications: true,
      sms_gateway_url: gateway.url,
      sms_account_sid: 'AC42',
      sms_auth_token: 'sealed-at-rest-token',
      sms_sender: '+15550100000',
    });
    expect(saved.statusCode).toBe(200);
    // The employee wants assignment news by push and text, and has a phone number to text.
    await t.db.update(users).set({ phone: '+12025557777' }).where(eq(users.id, employee.user.id));
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: employee.headers })
    ).json() as Preferences;
    const notifications = setChannelEnabled(setChannelEnabled(current.notifications, 'sms', true), 'push', true);
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: employee.headers,
      payload: { ...current, notifications: { ...notifications, assignments: true } },
    });
    expect(prefs.statusCode).toBe(200);
    browser = browserSubscription(pushService.endpoint('/push/employee'));
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: employee.headers,
      payload: browser.json,
    });
    expect(subscribed.statusCode).toBe(201);
    subscriptionId = subscribed.json().id;
  });
  afterAll(async () => {
    await pushService.close();
    await gateway.close();
    await t.close();
  });
  beforeEach(() => {
    pushService.received.length = 0;
    gateway.received.length = 0;
    gateway.succeed();
  });

  const assign = async (task: string) => {
    const [branch] = await branchIds(t.db);
    return createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(employee.user.id, branch!, { task }));
  };
  const rowsFor = (channel: 'push' | 'sms') =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, employee.user.id), eq(outbox.channel, channel)))
      .orderBy(outbox.id);
  const latest = async (channel: 'push' | 'sms') => (await rowsFor(channel)).at(-1)!;

  it('when the SMS auth token is saved, then it is stored sealed, never in the clear', async () => {
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'system'));
    const stored = String((row?.value as Record<string, unknown>).sms_auth_token);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(row?.value)).not.toContain('sealed-at-rest-token');
  });

  it('when an assignment is made, then the employee’s browser and phone get it and both rows are sent', async () => {
    await assign('Count the pallets in bay 7');
    expect((await latest('push')).status).toBe('pending');
    expect((await latest('sms')).status).toBe('pending');

    await deliver();

    const [push] = pushService.received;
    expect(push?.path).toBe('/push/employee');
    const payload = JSON.parse(decryptPushMessage(push!.body, browser)) as { title: string; body: string; url: string };
    expect(`${payload.title} ${payload.body}`).toContain('Count the pallets in bay 7');
    expect(payload.url.startsWith('/')).toBe(true);

    const [text] = gateway.received;
    expect(text?.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(text?.headers.authorization).toBe(`Basic ${Buffer.from('AC42:sealed-at-rest-token').toString('base64')}`);
    expect(text?.form.get('To')).toBe('+12025557777');
    expect(text?.form.get('Body')).toContain('Count the pallets in bay 7');

    expect(await latest('push')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await latest('sms')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('when the gateway answers 500, then the text stays pending for a retry; a 400 on the retry fails it for good', async () => {
    await assign('Relabel aisle 3');
    gateway.fail(500, 'Service unavailable', 20500);
    const started = new Date();
    await deliver();
    const waiting = await latest('sms');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBe('The SMS gateway answered 500: Service unavailable (code 20500)');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(started.getTime());
    // The push row of the same event went out regardless.
    expect((await latest('push')).status).toBe('sent');

    gateway.fail(400, 'Invalid From number');
    await deliver();
    expect(await latest('sms')).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'The SMS gateway answered 400: Invalid From number (code 21211)',
    });
    expect(gateway.received).toHaveLength(2);
  });

  it('when the push service answers 410, then the push row fails and the subscription is deleted', async () => {
    pushService.answer('/push/employee', 410);
    await assign('Sweep the loading dock');
    await deliver();
    expect(await latest('push')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))).toEqual([]);
    expect((await latest('sms')).status).toBe('sent');
  });
});
