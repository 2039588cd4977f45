import { NOTIFICATION_STREAM_LIMIT_MESSAGE, NOTIFICATION_STREAM_MAX_PER_USER } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../db/listener.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { openSse, type SseEvent, type SseStream } from '../../../test/sse-client.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, registerCustomer, submit, validApplication } from '../applications/applications.fixtures.js';
import { branchIds, createAssignmentViaApi, newAssignmentBody } from '../assignments/assignments.fixtures.js';
import { countUnread, notify } from './notifications.repository.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type NotificationEvent = { notification: { id: number; title: string; message: string }; unread_count: number };

const isNotification = (event: SseEvent) => event.event === 'notification';
const messageOf = (event: SseEvent) => (event.data as NotificationEvent).notification.message;

describe('the live bell (GET /api/notifications/stream)', () => {
  let t: TestApp;
  let base: string;
  let admin: Session;
  let employee: Session;
  let customer: Session;
  const open: SseStream[] = [];
  const stream = async (headers: Record<string, string>) => {
    const opened = await openSse(`${base}/api/notifications/stream`, headers);
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Streams need a real connection: inject waits for a response to end, and this one does not.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, DEMO.admin);
    employee = await signIn(t.app, DEMO.employee);
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => {
    // Closing the app ends the streams still open: it must not wait for them.
    await t.close();
    for (const opened of open) await opened.ended;
  });

  it('when nobody is signed in, or the token is bad, then 401 and no stream', async () => {
    const anonymous = await stream({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    const forged = await stream({ cookie: 'stockyard_stream=not-a-token' });
    expect(forged.status).toBe(401);
    const badBearer = await stream({ authorization: 'Bearer not-a-token' });
    expect(badBearer.status).toBe(401);
  });

  it('when the bell asks for the stream cookie, then it is HttpOnly, SameSite=Strict, for the stream path only, and opens the stream', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/stream-session',
      headers: employee.headers,
    });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^stockyard_stream=[\w.-]+; /);
    expect(cookie).toContain('Path=/api/notifications/stream');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(t.config.tokenTtlMinutes * 60);
    const pair = cookie.split(';')[0]!;

    // The cookie authorises the stream and nothing else.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: pair } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/stream-session' })).statusCode).toBe(401);

    const live = await stream({ cookie: pair, 'accept-encoding': 'br, gzip' });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.headers.get('cache-control')).toBe('no-cache, no-transform');
    // Never compressed (the events must arrive one by one), and helmet's headers are kept.
    expect(live.headers.get('content-encoding')).toBeNull();
    expect(live.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await live.next(() => true);
    expect(first).toMatchObject({
      event: 'unread',
      data: { unread_count: await countUnread(t.db, employee.user.id) },
    });
    live.close();
  });

  it('when events are written for two users, then each stream receives only its own user’s', async () => {
    const staff = await stream(employee.headers);
    const client = await stream(customer.headers);
    await staff.next((event) => event.event === 'unread');
    await client.next((event) => event.event === 'unread');
    const before = await countUnread(t.db, employee.user.id);

    const [branch] = await branchIds(t.db);
    const sent = Date.now();
    await createAssignmentViaApi(
      t.app,
      admin.headers,
      newAssignmentBody(employee.user.id, branch!, { task: 'Live one' }),
    );
    const assigned = await staff.next(isNotification);
    expect(assigned.receivedAt - sent).toBeLessThan(1_000);
    expect(assigned.data).toMatchObject({
      notification: { title: 'New assignment', message: 'You have a new assignment: "Live one".', read: false },
      unread_count: before + 1,
    });

    // The customer's own event comes after the employee's: had that one gone astray, it would be here first.
    const id = (await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() })).json().id as number;
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: employee.headers,
      payload: { status: 'approved', version: 1, ...(await demoPlacement(t.db)) },
    });
    expect(decided.statusCode).toBe(200);
    const approved = await client.next(isNotification);
    expect(messageOf(approved)).toBe(
      `Your storage application #${id} was approved: Harbor Logistics Hub expects your goods on March 10, 2031`,
    );
    expect(client.events.filter(isNotification).map(messageOf)).toEqual([messageOf(approved)]);
    expect(staff.events.filter(isNotification).map(messageOf)).toEqual(['You have a new assignment: "Live one".']);
    staff.close();
    client.close();
  });

  it('when a notification is read in another tab, then the stream gets the new unread count', async () => {
    await notify(t.db, customer.user.id, { title: 'To read', message: 'Read me elsewhere', link: null });
    const live = await stream(customer.headers);
    const greeting = await live.next((event) => event.event === 'unread');
    const unread = (greeting.data as { unread_count: number }).unread_count;
    expect(unread).toBeGreaterThan(0);
    const readAll = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: customer.headers,
    });
    expect(readAll.statusCode).toBe(200);
    const after = await live.next((event) => event.event === 'unread', 5_000, live.events.indexOf(greeting) + 1);
    expect(after.data).toEqual({ unread_count: 0 });
    live.close();
  });

  it('when the transaction that wrote a notification rolls back, then no event is sent', async () => {
    const live = await stream(employee.headers);
    await live.next((event) => event.event === 'unread');
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, employee.user.id, { title: 'Never', message: 'Rolled back', link: null });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notify(t.db, employee.user.id, { title: 'Kept', message: 'Committed', link: null });
    const received = await live.next(isNotification);
    expect(messageOf(received)).toBe('Committed');
    expect(live.events.filter(isNotification).map(messageOf)).toEqual(['Committed']);
    live.close();
  });

  it('when the listening connection is killed, then it reconnects, resends the count, and later events arrive', async () => {
    const live = await stream(employee.headers);
    await live.next((event) => event.event === 'unread');
    const killed = (await t.db.execute(sql`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
       where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)) as unknown as {
      rows: { killed: boolean }[];
    };
    expect(killed.rows).toEqual([{ killed: true }]);
    // Back within the first backoff step; what might have been missed is made good with the count.
    const resent = await live.next((event) => event.event === 'unread', 5_000, 1);
    expect(resent.data).toEqual({ unread_count: await countUnread(t.db, employee.user.id) });
    await notify(t.db, employee.user.id, { title: 'After', message: 'After the reconnect', link: null });
    expect(messageOf(await live.next(isNotification))).toBe('After the reconnect');
    live.close();
  });

  it('when a user opens more streams than allowed, then 429; closing one frees its place', async () => {
    const streams: SseStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAM_MAX_PER_USER; i += 1) {
      const opened = await stream(admin.headers);
      expect(opened.status).toBe(200);
      await opened.next(() => true);
      streams.push(opened);
    }
    const refused = await stream(admin.headers);
    expect(refused.status).toBe(429);
    // Another user is not affected by the admin's streams.
    const other = await stream(employee.headers);
    expect(other.status).toBe(200);
    other.close();

    streams[0]!.close();
    await streams[0]!.ended;
    await expect
      .poll(async () => {
        const retry = await stream(admin.headers);
        retry.close();
        return retry.status;
      })
      .toBe(200);
    for (const opened of streams) opened.close();
  });

  it('when the limit is refused, then the answer says why in the error shape', async () => {
    const streams: SseStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAM_MAX_PER_USER; i += 1) {
      const opened = await stream(customer.headers);
      await opened.next(() => true);
      streams.push(opened);
    }
    const refused = await fetch(`${base}/api/notifications/stream`, { headers: customer.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: NOTIFICATION_STREAM_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    for (const opened of streams) opened.close();
  });
});
