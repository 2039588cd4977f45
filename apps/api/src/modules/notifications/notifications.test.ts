import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, registerCustomer, submit, validApplication } from '../applications/applications.fixtures.js';
import { notify } from './notifications.repository.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('in-app notifications', () => {
  let t: TestApp;
  let employee: Session;
  let customer: Session;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await signIn(t.app, DEMO.employee);
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  const list = (session: Session, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: session.headers });
  const post = (session: Session, url: string) => t.app.inject({ method: 'POST', url, headers: session.headers });
  const decide = async (status: string) => {
    const id = (await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() })).json().id as number;
    // A new application is at version 1; the decision is saved from it.
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: employee.headers,
      payload: { status, version: 1, ...(status === 'approved' ? await demoPlacement(t.db) : {}) },
    });
    expect(decided.statusCode).toBe(200);
    return id;
  };

  it('when a new customer has had no decisions, then the list is empty and nothing is unread', async () => {
    expect((await list(customer)).json()).toEqual({ notifications: [], unread_count: 0 });
  });

  it('when staff decide on applications, then the customer sees each decision, newest first, all unread', async () => {
    const approved = await decide('approved');
    const rejected = await decide('rejected');
    const body = (await list(customer)).json();
    expect(body.unread_count).toBe(2);
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual([
      `Your storage application #${rejected} was rejected`,
      `Your storage application #${approved} was approved: Harbor Logistics Hub expects your goods on March 10, 2031`,
    ]);
    expect(body.notifications[0]).toMatchObject({
      title: 'Application rejected',
      link: '/customer/dashboard',
      read: false,
      read_at: null,
    });
    expect(
      (await list(employee)).json().notifications.some((n: { message: string }) => n.message.includes(`#${approved}`)),
    ).toBe(false);
  });

  it('when one is marked read, then it is read, the count drops, and marking again keeps the first read time', async () => {
    const [first] = (await list(customer)).json().notifications;
    const read = await post(customer, `/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    expect((await list(customer)).json().unread_count).toBe(1);
    const again = await post(customer, `/api/notifications/${first.id}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
  });

  it("when someone marks another user's notification, then 404 and it stays unread", async () => {
    const unread = (await list(customer)).json().notifications.find((n: { read: boolean }) => !n.read);
    const response = await post(employee, `/api/notifications/${unread.id}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Notification not found');
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, unread.id));
    expect(stored?.readAt).toBeNull();
    expect((await post(customer, '/api/notifications/99999999/read')).statusCode).toBe(404);
  });

  it('when all are marked read, then only the caller’s unread ones change', async () => {
    await notify(t.db, employee.user.id, { title: 'For staff', message: 'Unrelated', link: null });
    const response = await post(customer, '/api/notifications/read-all');
    expect(response.json()).toEqual({ updated: 1, unread_count: 0 });
    expect((await list(customer)).json().unread_count).toBe(0);
    expect((await list(employee)).json().unread_count).toBeGreaterThanOrEqual(1);
  });

  it('when the limit is given, then it bounds the list; above 100 is refused; a visitor gets 401', async () => {
    for (let i = 0; i < 3; i += 1)
      await notify(t.db, customer.user.id, { title: `N${i}`, message: 'm', link: '/customer/dashboard' });
    const body = (await list(customer, '?limit=2')).json();
    expect(body.notifications).toHaveLength(2);
    expect(body.unread_count).toBe(3);
    expect((await list(customer, '?limit=101')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('when a module passes a link outside the app, then notify refuses it', async () => {
    await expect(
      notify(t.db, customer.user.id, { title: 'x', message: 'y', link: 'https://evil.example' }),
    ).rejects.toThrow();
  });
});
