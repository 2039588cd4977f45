import { SMS_MESSAGES } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import type { OutboxMessage } from '../messages/channel-sender.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { readOpenSystemSettings, settingsSealerFor } from '../settings/settings-secrets.js';
import { startSmsGateway } from './sms-gateway.fixtures.js';
import { SMS_SEND_ERRORS, smsSender } from './sms.sender.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** The SMS sender against a Twilio-compatible gateway on 127.0.0.1, configured through the admin API. */
describe('SMS delivery', () => {
  let t: TestApp;
  let admin: Session;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    gateway = await startSmsGateway();
    const saved = await putSystemSettings(t.app, admin.headers, {
      sms_notifications: true,
      sms_gateway_url: gateway.url,
      sms_account_sid: 'AC0123456789abcdef',
      sms_auth_token: 'gateway-token-42',
      sms_sender: '+15550100000',
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await gateway.close();
    await t.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.succeed();
  });

  const customerWithPhone = async (phone: string | null) => {
    const customer = await registerCustomer(t.app);
    await t.db.update(users).set({ phone }).where(eq(users.id, customer.user.id));
    return customer;
  };
  const queue = async (userId: number): Promise<OutboxMessage> => {
    const [row] = await t.db
      .insert(outbox)
      .values({ channel: 'sms', userId, subject: 'Stockyard', text: 'Your application #7 was approved.' })
      .returning();
    return { ...row!, channel: 'sms', data: row!.data };
  };
  /** The settings as the delivery job hands them to a sender: the auth token opened. */
  const readSettings = async () =>
    (await readOpenSystemSettings(t.db, settingsSealerFor(t.config.jwtSecret!))).settings;
  const send = async (message: OutboxMessage) => smsSender(t).send(message, await readSettings());

  it('when a text is sent, then the gateway gets a form post of To, From and Body with basic auth, at Twilio’s path', async () => {
    const customer = await customerWithPhone('+1 (202) 555-2000');
    expect(await send(await queue(customer.user.id))).toEqual({ ok: true });
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:gateway-token-42').toString('base64')}`,
    );
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+12025552000',
      From: '+15550100000',
      Body: 'Stockyard\nYour application #7 was approved.',
    });
  });

  it('when the gateway answers 500, then the message is left for a retry with the gateway’s words', async () => {
    const customer = await customerWithPhone('+12025552001');
    gateway.fail(500, 'Internal error', 20500);
    expect(await send(await queue(customer.user.id))).toEqual({
      ok: false,
      permanent: false,
      error: 'The SMS gateway answered 500: Internal error (code 20500)',
    });
  });

  it('when the gateway answers 400, then the message fails for good with the gateway’s reason', async () => {
    const customer = await customerWithPhone('+12025552002');
    gateway.fail(400, "The 'To' number +12025552002 is not a valid phone number.");
    expect(await send(await queue(customer.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: "The SMS gateway answered 400: The 'To' number +12025552002 is not a valid phone number. (code 21211)",
    });
  });

  it('when the gateway answers 429 (too many requests), then the message is retried', async () => {
    const customer = await customerWithPhone('+12025552003');
    gateway.fail(429, 'Too Many Requests', 20429);
    expect(await send(await queue(customer.user.id))).toMatchObject({ ok: false, permanent: false });
  });

  it('when the gateway cannot be reached, then the message is retried', async () => {
    const customer = await customerWithPhone('+12025552004');
    const closed = await startSmsGateway();
    await closed.close();
    const settings = { ...(await readSettings()), sms_gateway_url: closed.url };
    const result = await smsSender(t).send(await queue(customer.user.id), settings);
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok === false && result.error).toBe('The SMS gateway could not be reached (ECONNREFUSED)');
  });

  it('when the user has no phone, one without a country code, or an invalid one, then it fails for good saying why, and nothing is posted', async () => {
    const none = await customerWithPhone(null);
    expect(await send(await queue(none.user.id))).toEqual({ ok: false, permanent: true, error: SMS_MESSAGES.noPhone });
    const local = await customerWithPhone('(555) 010-2000');
    expect(await send(await queue(local.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: SMS_MESSAGES.phoneNotInternational,
    });
    // Stored before numbers were checked: a + and digits that are no number of that country.
    const invalid = await customerWithPhone('+1 555 0100');
    expect(await send(await queue(invalid.user.id))).toEqual({
      ok: false,
      permanent: true,
      error: SMS_MESSAGES.phoneNotInternational,
    });
    expect(gateway.received).toEqual([]);
  });

  it('when the gateway is not configured or SMS is switched off, then it fails for good and nothing is posted', async () => {
    const customer = await customerWithPhone('+12025552005');
    const settings = await readSettings();
    const message = await queue(customer.user.id);
    expect(await smsSender(t).send(message, { ...settings, sms_account_sid: '' })).toEqual({
      ok: false,
      permanent: true,
      error: SMS_SEND_ERRORS.notConfigured,
    });
    expect(await smsSender(t).send(message, { ...settings, sms_notifications: false })).toEqual({
      ok: false,
      permanent: true,
      error: SMS_SEND_ERRORS.switchedOff,
    });
    expect(gateway.received).toEqual([]);
  });
});
