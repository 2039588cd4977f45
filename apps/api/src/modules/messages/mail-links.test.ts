import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, newCustomer, signIn, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, submit, validApplication } from '../applications/applications.fixtures.js';
import { createAssignmentViaApi, newAssignmentBody } from '../assignments/assignments.fixtures.js';
import { sendDailyDigest } from '../reminders/reminders.service.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
import { deliverPending } from './delivery.fixtures.js';
import { emailSender } from './email.sender.js';

/**
 * Issue 39: every notification mail links to the screen it is about, under the server's public
 * address (PUBLIC_URL), in the plain text and as a button in the HTML.
 */
describe('mails link to the screen they are about', () => {
  const PUBLIC_URL = 'https://stock.example.com';
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let employee: Awaited<ReturnType<typeof signIn>>;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ publicUrl: PUBLIC_URL });
    admin = await signIn(t.app, DEMO.admin);
    employee = await signIn(t.app, DEMO.employee);
    const saved = await putSystemSettings(t.app, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const deliver = () => deliverPending(t.db, [emailSender(t.config.publicUrl)], settingsSealerFor(t.config.jwtSecret!));
  const mailTo = (address: string, subject: RegExp) => {
    const mail = sink.mails.find((m) => m.to.includes(address) && subject.test(m.subject));
    expect(mail, sink.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ')).toBeDefined();
    return mail!;
  };
  const expectLink = (mail: { text: string | null; html: string | null }, label: string, path: string) => {
    const url = `${PUBLIC_URL}${path}`;
    // SMTP carries lines ended with CR LF.
    expect(mail.text?.replaceAll('\r\n', '\n')).toContain(`\n\n${label}: ${url}\n`);
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain(`>${label}</a>`);
  };
  const emailOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('when a customer applies and the application is decided, then both mails link to their dashboard; the admins’ copy to Applications', async () => {
    const body = newCustomer();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const customer = await signIn(t.app, body);
    const submitted = await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().id as number;
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: employee.headers,
      payload: { status: 'approved', version: 1, ...(await demoPlacement(t.db)) },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await deliver();

    expectLink(
      mailTo(body.email, new RegExp(`received your storage application #${id}$`)),
      'Open in Stockyard',
      '/customer/dashboard',
    );
    expectLink(
      mailTo(body.email, new RegExp(`application #${id} was approved$`)),
      'Open in Stockyard',
      '/customer/dashboard',
    );
    const staffCopy = mailTo(await emailOf(admin.user.id), new RegExp(`#${id}`));
    expectLink(staffCopy, 'Open in Stockyard', '/admin/applications');
    // The link sits above the footer, in both parts.
    expect(staffCopy.text!.indexOf(PUBLIC_URL)).toBeLessThan(staffCopy.text!.lastIndexOf('--'));
    expect(staffCopy.html!.indexOf(PUBLIC_URL)).toBeLessThan(staffCopy.html!.lastIndexOf('This message was sent by'));
  });

  it('when an employee is given an assignment, then the mail links to their assignments', async () => {
    const [branch] = await t.db.select({ branchId: users.branchId }).from(users).where(eq(users.id, employee.user.id));
    const task = `Count aisle ${Date.now()}`;
    await createAssignmentViaApi(
      t.app,
      admin.headers,
      newAssignmentBody(employee.user.id, branch!.branchId!, { task }),
    );
    await deliver();
    expectLink(mailTo(await emailOf(employee.user.id), new RegExp(task)), 'Open in Stockyard', '/employee/assignments');
  });

  it('when someone writes through the contact form, then the admins’ mail links to Messages', async () => {
    const subject = `Opening hours ${Date.now()}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: 'pat@example.com', subject, message: 'When are you open on Sundays?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await deliver();
    const adminEmail = await emailOf(admin.user.id);
    const mail = sink.mails.find((m) => m.to.includes(adminEmail) && m.text?.includes(subject));
    expect(mail, sink.mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expectLink(mail!, 'Open in Stockyard', '/admin/messages');
  });

  it('when the daily digest goes out, then admins are linked to their goods screen and employees to theirs', async () => {
    await sendDailyDigest(t.db, new Date('2031-03-04T06:00:00Z'));
    await deliver();
    const subject = /2031/;
    expectLink(mailTo(await emailOf(admin.user.id), subject), 'Open in Stockyard', '/admin/goods');
    expectLink(mailTo(await emailOf(employee.user.id), subject), 'Open in Stockyard', '/employee/goods');
  });

  it('when the admin sends a test mail, then it links nowhere and carries no empty slot', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: admin.headers,
      payload: { to: 'probe@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = sink.mails.find((m) => m.to.includes('probe@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain(PUBLIC_URL);
    expect(mail!.html).not.toContain('<a href');
    expect(mail!.html).not.toContain('<!--');
  });

  it('when a customer who reads French changes their password, then the security mail links to their settings, in French', async () => {
    const body = newCustomer();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const customer = await signIn(t.app, body);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language: 'fr' } },
    });
    expect(language.statusCode, language.body).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: customer.headers,
      payload: { current_password: TEST_PASSWORD, new_password: 'Quartz-Harbor-9140' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await deliver();
    expectLink(mailTo(body.email, /mot de passe/i), 'Ouvrir dans Stockyard', '/customer/settings');
  });
});

describe('PUBLIC_URL', () => {
  it('when it is not set, then links point at this machine on PORT; a trailing slash is dropped', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8000');
    expect(loadConfig({ PORT: '8149' }).publicUrl).toBe('http://localhost:8149');
    expect(loadConfig({ PUBLIC_URL: 'https://stock.example.com/' }).publicUrl).toBe('https://stock.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/stock' }).publicUrl).toBe('https://example.com/stock');
  });

  it.each(['stock.example.com', 'ftp://stock.example.com', 'javascript:alert(1)'])(
    'when it is %j, then start-up stops with a message naming it',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/);
    },
  );
});
