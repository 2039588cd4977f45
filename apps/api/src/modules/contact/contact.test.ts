import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

describe('contact messages', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const message = {
    name: 'Sam Visitor',
    email: 'sam@example.com',
    subject: 'Pallet space',
    message: 'Do you have room for 20 pallets?',
  };
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]?.n ?? 0;

  it('when a visitor sends the form, then it is stored and reaches the admin inbox', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ ...message, handled: false });
    const inbox = await t.app.inject({ method: 'GET', url: '/api/contact', headers: admin.headers });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().messages[0]).toMatchObject(message);
    expect(inbox.json().open).toBeGreaterThanOrEqual(1);
  });

  it('when a field is missing or the email is invalid, then 400 and nothing is stored', async () => {
    const before = await count();
    const missing = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, subject: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'subject', message: 'Subject is required' });
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('when an admin marks a message handled and deletes it, then the stored state follows', async () => {
    const sent = (await t.app.inject({ method: 'POST', url: '/api/contact', payload: message })).json();
    const handled = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact/${sent.id}`,
      headers: admin.headers,
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handled).toBe(true);
    const onlyOpen = (
      await t.app.inject({ method: 'GET', url: '/api/contact?status=open', headers: admin.headers })
    ).json();
    expect(onlyOpen.messages.map((m: { id: number }) => m.id)).not.toContain(sent.id);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/contact/${sent.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/contact/${sent.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('when messages arrive and are handled or deleted, then the unhandled count follows them', async () => {
    const unhandled = async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/contact/unhandled-count', headers: admin.headers });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { unhandled_count: number };
    };
    const stored = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(contactMessages)
          .where(sql`${contactMessages.handledAt} is null`)
      )[0]?.n;
    const before = (await unhandled()).unhandled_count;
    expect(before).toBe(await stored());
    // Stored directly: the form's 5-a-minute limit per address is spent by the tests above.
    const [first, second] = await t.db.insert(contactMessages).values([message, message]).returning();
    expect(await unhandled()).toEqual({ unhandled_count: before + 2 });
    const patch = (id: number, handled: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/contact/${id}`, headers: admin.headers, payload: { handled } });
    await patch(first!.id, true);
    expect((await unhandled()).unhandled_count).toBe(before + 1);
    // Opened again, it counts again; deleted, it no longer does.
    await patch(first!.id, false);
    expect((await unhandled()).unhandled_count).toBe(before + 2);
    await t.app.inject({ method: 'DELETE', url: `/api/contact/${second!.id}`, headers: admin.headers });
    expect((await unhandled()).unhandled_count).toBe(before + 1);
    expect(await stored()).toBe(before + 1);
  });

  it('when anyone but an admin asks for the unhandled count, then 401 anonymous and 403 for other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/unhandled-count' })).statusCode).toBe(401);
    for (const account of [DEMO.customer, DEMO.employee]) {
      const session = await signIn(t.app, account);
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/contact/unhandled-count',
        headers: session.headers,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).not.toHaveProperty('unhandled_count');
    }
  });

  it('when a non-admin reads the inbox, then 401 anonymous and 403 for other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    for (const account of [DEMO.customer, DEMO.employee]) {
      const session = await signIn(t.app, account);
      expect((await t.app.inject({ method: 'GET', url: '/api/contact', headers: session.headers })).statusCode).toBe(
        403,
      );
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: '/api/contact/1',
            headers: session.headers,
            payload: { handled: true },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
