import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { announce } from './announce.service.js';

/** announce() writes a message only where it can arrive. */
describe('announce', () => {
  let t: TestApp;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signIn(t.app, DEMO.admin);
    // Every channel switched on by the admin; the demo admin keeps the default preferences (push on).
    const saved = await putSystemSettings(t.app, admin.headers, {
      push_notifications: true,
      email_notifications: true,
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.admin.username));
    adminId = row!.id;
    // Others have subscribed browsers (so the admin's own row id will not equal the admin's user id).
    const [other] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.employee.username));
    for (const n of [1, 2, 3])
      await t.db.insert(pushSubscriptions).values({
        userId: other!.id,
        endpoint: `https://push.example.com/other-${process.pid}-${n}`,
        p256dh: 'BPq0000000000000000000000000000000000000000000000000000000000000000000000000000000000000',
        auth: 'aaaaaaaaaaaaaaaaaaaaaa',
      });
  });
  afterAll(() => t.close());

  const contact = (contactId: number) =>
    t.db.transaction((tx) =>
      announce(tx, {
        kind: 'contact_received',
        contactId,
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Hours',
        message: 'Are you open on Sunday?',
      }),
    );
  const count = async (channel: 'email' | 'push') =>
    (
      await t.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.userId, adminId), eq(outbox.channel, channel)))
    ).length;

  it('when the recipient has no browser subscribed to push, then no push message is written (it could only fail)', async () => {
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, adminId));
    const [emails, pushes] = [await count('email'), await count('push')];
    await contact(1);
    expect(await count('email')).toBe(emails + 1);
    expect(await count('push')).toBe(pushes);
  });

  it('when the recipient has a subscribed browser, then the push message is written beside the e-mail', async () => {
    await t.db.insert(pushSubscriptions).values({
      userId: adminId,
      endpoint: `https://push.example.com/announce-${process.pid}`,
      p256dh: 'BPq0000000000000000000000000000000000000000000000000000000000000000000000000000000000000',
      auth: 'aaaaaaaaaaaaaaaaaaaaaa',
    });
    const pushes = await count('push');
    await contact(2);
    expect(await count('push')).toBe(pushes + 1);
  });
});
