import { lastUtcDays } from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { activities } from '../../db/schema/index.js';

type Day = { date: string; count: number };

describe('admin dashboard activity per day', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const read = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/users/dashboard/activity${query}`, headers });

  it('when read without a query, then 14 days oldest first ending today, today counting the sign-ins', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const days = response.json() as Day[];
    expect(days.map((day) => day.date)).toEqual(lastUtcDays(14, new Date()));
    expect(days.at(-1)!.count).toBeGreaterThanOrEqual(1);
    expect(days.every((day) => Number.isInteger(day.count) && day.count >= 0)).toBe(true);
  });

  it('when entries are written on earlier days, then each is counted on its own UTC day and older ones are left out', async () => {
    const [threeDaysAgo, , yesterday] = lastUtcDays(4, new Date());
    const at = (date: string, time: string) => new Date(`${date}T${time}.000Z`);
    const entry = { userId: admin.user.id, action: 'probe', description: 'probe', category: 'auth' };
    const before = (await read('?days=4')).json() as Day[];
    await t.db.insert(activities).values([
      { ...entry, createdAt: at(threeDaysAgo!, '00:00:00') },
      { ...entry, createdAt: at(threeDaysAgo!, '23:59:59') },
      { ...entry, createdAt: at(yesterday!, '12:00:00') },
      // The day before the window starts: not counted.
      { ...entry, createdAt: new Date(at(threeDaysAgo!, '00:00:00').getTime() - 1) },
    ]);
    const after = (await read('?days=4')).json() as Day[];
    expect(after).toHaveLength(4);
    expect(after[0]!.count - before[0]!.count).toBe(2);
    expect(after[1]!.count - before[1]!.count).toBe(0);
    expect(after[2]!.count - before[2]!.count).toBe(1);
  });

  it.each(['?days=0', '?days=91', '?days=2.5', '?days=week'])('when the query is %s, then 400', async (query) => {
    expect((await read(query)).statusCode).toBe(400);
  });

  it('when days is 90, then 90 entries', async () => {
    expect(((await read('?days=90')).json() as Day[]).length).toBe(90);
  });

  it.each(['employee', 'customer'] as const)('when the %s asks, then 403', async (role) => {
    const session = await signIn(t.app, DEMO[role]);
    const response = await read('', session.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await read('', {})).statusCode).toBe(401);
  });
});
