import { PUSH_MESSAGES, SMS_MESSAGES } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('notification channels a person may switch on', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  const channels = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/api/users/me/notification-channels', headers: session.headers });
  const save = async (payload: Record<string, unknown>) =>
    expect((await putSystemSettings(t.app, admin.headers, payload)).statusCode).toBe(200);

  it('when no SMS gateway is configured, then SMS is not available, saying so; push is off until the admin turns it on', async () => {
    const response = await channels(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      push: { available: false, reason: PUSH_MESSAGES.switchedOff },
      sms: { available: false, reason: SMS_MESSAGES.notConfigured, phone_ready: false },
    });
  });

  it('when the switch is on but the gateway has no auth token, then SMS is still not available', async () => {
    await save({ sms_notifications: true, sms_account_sid: 'AC1', sms_sender: '+15550100000' });
    expect((await channels(customer)).json().sms).toMatchObject({
      available: false,
      reason: SMS_MESSAGES.notConfigured,
    });
  });

  it('when the gateway is complete, then SMS is available; switched off again, it says the admin turned it off', async () => {
    await save({ sms_auth_token: 'token', push_notifications: true });
    expect((await channels(customer)).json()).toEqual({
      push: { available: true, reason: null },
      sms: { available: true, reason: null, phone_ready: false },
    });
    await save({ sms_notifications: false });
    expect((await channels(customer)).json().sms).toMatchObject({ available: false, reason: SMS_MESSAGES.switchedOff });
    await save({ sms_notifications: true });
  });

  it('when the profile phone is international, then phone_ready is true; each person sees their own', async () => {
    await t.db.update(users).set({ phone: '+44 20 7946 0958' }).where(eq(users.id, customer.user.id));
    expect((await channels(customer)).json().sms.phone_ready).toBe(true);
    const employee = await signIn(t.app, DEMO.employee);
    await t.db.update(users).set({ phone: '+1 555 0100' }).where(eq(users.id, employee.user.id));
    expect((await channels(employee)).json().sms.phone_ready).toBe(false);
  });

  it('when not signed in, then 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/notification-channels' })).statusCode).toBe(401);
  });
});
