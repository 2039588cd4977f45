import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { deliverPending } from '../messages/delivery.fixtures.js';
import { emailSender } from '../messages/email.sender.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
  type Customer,
} from './agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Headers = Record<string, string>;

/** Issue 36 item 7: every step of an agreement reaches the customer and its employee, by mail on a real SMTP server. */
describe('storage steps tell the customer and the assigned employee', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Customer;
  let customerEmail: string;
  let employeeId: number;
  let employeeEmail: string;
  let branchId: number;
  let locationId: number;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    const saved = await putSystemSettings(t.app, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
    customer = await registerCustomer(t.app);
    branchId = await createBranch(t.app, admin.headers, 1000);
    employeeId = await createEmployee(t.app, admin.headers, branchId);
    const emails = await t.db.select({ id: users.id, email: users.email }).from(users);
    customerEmail = emails.find((u) => u.id === customer.user.id)!.email!;
    employeeEmail = emails.find((u) => u.id === employeeId)!.email!;
    const location = await inject('POST', `/api/branches/${branchId}/locations`, admin.headers, { code: 'N-1' });
    locationId = location.json().id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const deliver = () => deliverPending(t.db, [emailSender(t.config.publicUrl)], settingsSealerFor(t.config.jwtSecret!));

  /** Delivers what is waiting and returns the subjects each of the two received since the last call. */
  async function received() {
    await deliver();
    const mails = sink.mails.splice(0);
    const to = (address: string) => mails.filter((m) => m.to.includes(address)).map((m) => m.subject);
    return { customer: to(customerEmail), employee: to(employeeEmail) };
  }

  async function approved() {
    const id = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const response = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(200);
    return { applicationId: id, agreement: response.json().agreement as { id: number; version: number } };
  }

  it('when an approved agreement is cancelled, then both hear of the approval and of the cancel', async () => {
    const { applicationId, agreement } = await approved();
    expect(await received()).toEqual({
      customer: [
        `We received your storage application #${applicationId}`,
        `Your storage application #${applicationId} was approved`,
      ],
      employee: [expect.stringMatching(/^New assignment: /)],
    });
    const cancelled = await inject('POST', `/api/agreements/${agreement.id}/cancel`, customer.headers, {
      version: agreement.version,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await received()).toEqual({
      customer: ['Storage cancelled'],
      employee: [expect.stringMatching(/^Assignment removed: /)],
    });
  });

  it('when an agreement walks intake, extension, release and close, then every step mails both', async () => {
    const { agreement } = await approved();
    await received();
    const added = await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, {
      name: 'Cello',
      category: 'Furniture',
      pieces: 1,
      value: 900,
      condition_note: 'In its case',
      location_id: locationId,
    });
    expect(added.statusCode).toBe(201);
    const intake = await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, admin.headers, {
      version: agreement.version,
    });
    expect(intake.statusCode).toBe(200);
    expect(await received()).toEqual({ customer: ['Goods received'], employee: ['Intake completed'] });

    const asked = await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, {
      end_date: '2033-01-31',
    });
    expect(asked.statusCode).toBe(201);
    expect(await received()).toEqual({ customer: ['Extension requested'], employee: ['Extension requested'] });
    const first = asked.json().extensions[0].id as number;
    const accepted = await inject(
      'POST',
      `/api/agreements/${agreement.id}/extensions/${first}/decision`,
      admin.headers,
      { accept: true },
    );
    expect(accepted.statusCode).toBe(200);
    expect(await received()).toEqual({ customer: ['Extension accepted'], employee: ['Extension accepted'] });
    const again = await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, {
      end_date: '2034-01-31',
    });
    await received();
    const second = again.json().extensions.find((e: { status: string }) => e.status === 'pending').id as number;
    await inject('POST', `/api/agreements/${agreement.id}/extensions/${second}/decision`, admin.headers, {
      accept: false,
    });
    expect(await received()).toEqual({ customer: ['Extension declined'], employee: ['Extension declined'] });

    const card = (await inject('GET', `/api/agreements/${agreement.id}/details`, customer.headers)).json();
    const lotId = card.lots[0].id as number;
    const release = await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
      lot_ids: [lotId],
      method: 'pickup',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(release.statusCode).toBe(201);
    expect(await received()).toEqual({
      customer: ['Release requested'],
      employee: [expect.stringMatching(/^New assignment: /)],
    });
    const step = (status: string) =>
      inject('POST', `/api/agreements/${agreement.id}/lots/${lotId}/release-step`, admin.headers, { status });
    expect((await step('in_transit')).statusCode).toBe(200);
    expect(await received()).toEqual({ customer: ['Lot on its way'], employee: ['Lot on its way'] });
    expect((await step('delivered')).statusCode).toBe(200);
    expect(await received()).toEqual({
      customer: ['Lot released', 'Storage agreement closed'],
      employee: ['Lot delivered', 'Agreement closed'],
    });

    // The bell holds the same steps for the employee.
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, employeeId));
    expect(bell.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Intake completed', 'Extension requested', 'Lot on its way', 'Agreement closed']),
    );
  });

  it('when the assigned employee takes a step themselves, then only the customer is told', async () => {
    const { agreement } = await approved();
    await received();
    const employee = await signIn(t.app, {
      username: (await t.db.select().from(users).where(eq(users.id, employeeId)))[0]!.username,
      password: 'Tidal-Ember-5173',
    });
    await inject('POST', `/api/agreements/${agreement.id}/lots`, employee.headers, {
      name: 'Desk',
      category: 'Furniture',
      pieces: 1,
      value: 100,
      condition_note: '',
      location_id: locationId,
    });
    const done = await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, employee.headers, {
      version: agreement.version,
    });
    expect(done.statusCode).toBe(200);
    expect(await received()).toEqual({ customer: ['Goods received'], employee: [] });
  });
});
