import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idDoc,
  registerCustomer,
  submit,
  TEXT,
  validApplication,
} from '../src/modules/applications/applications.fixtures.js';
import { ACCESS_MATRIX } from './access-matrix.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Ownership (IDOR): everything a customer owns (goods, applications, their documents,
 * notifications, preferences, the data export) is invisible and untouchable for another customer.
 * Reading or changing someone else's row answers 404 exactly like a missing one, and lists never
 * include it. The last test walks every customer route with a path parameter in the access matrix,
 * so routes added later are probed with the victim's ids too.
 */
const MARK = `bobsecret${Date.now().toString(36)}`;

describe('ownership between customers', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  const bobIds = { good: 0, application: 0, notification: 0 };

  const call = (session: Session, method: string, url: string, payload?: unknown): Promise<Response> =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const expectNotFound = (response: Response) => {
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
    expect(response.body).not.toContain(MARK);
  };
  /** Every row Bob owns, as one checksum: nothing Alice does may change it. */
  const bobState = async () => {
    const result = await t.db.execute(sql`
      select md5(concat_ws('#',
        (select string_agg(g::text, '|' order by g.id) from goods g where g.owner_id = ${bob.user.id}),
        (select string_agg(a::text, '|' order by a.id) from applications a where a.customer_id = ${bob.user.id}),
        (select string_agg(d::text, '|' order by d.id) from application_documents d
          join applications a on a.id = d.application_id where a.customer_id = ${bob.user.id}),
        (select string_agg(n::text, '|' order by n.id) from notifications n where n.user_id = ${bob.user.id}),
        (select u.preferences::text from users u where u.id = ${bob.user.id})
      )) as sum`);
    return (result as unknown as { rows: { sum: string }[] }).rows[0]?.sum;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const employee = await signIn(t.app, DEMO.employee);
    [alice, bob] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    for (const [session, name] of [
      [alice, 'Alice lamp'],
      [bob, `${MARK} piano`],
    ] as const) {
      const good = await call(session, 'POST', '/api/goods/my-goods', { name, category: 'Furniture', value: 100 });
      expect(good.statusCode, good.body).toBe(201);
      const application = await submit(t.app, session.headers, {
        data: validApplication({ full_name: session === bob ? `${MARK} Bob` : 'Alice A', email: 'x@example.com' }),
        inventory: { data: TEXT, name: 'list.txt' },
        id: idDoc(),
      });
      expect(application.statusCode, application.body).toBe(201);
      const decided = await call(employee, 'PUT', `/api/applications/${application.json().id}`, {
        status: 'under_review',
        version: 1,
      });
      expect(decided.statusCode, decided.body).toBe(200);
      if (session === bob) {
        bobIds.good = good.json().id;
        bobIds.application = application.json().id;
      }
    }
    const bell = await call(bob, 'GET', '/api/notifications');
    bobIds.notification = bell.json().notifications[0].id;
    expect(bobIds.notification).toBeGreaterThan(0);
    const prefs = await call(bob, 'PUT', '/api/users/me/preferences', {
      notifications: { email: { storageReminders: false } },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it("when a customer asks for another customer's good, then 404 and their own list never shows it", async () => {
    expectNotFound(await call(alice, 'GET', `/api/goods/my-goods/${bobIds.good}`));
    const list = await call(alice, 'GET', '/api/goods/my-goods');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { id: number }) => g.id)).not.toContain(bobIds.good);
    const searched = await call(alice, 'GET', `/api/goods/my-goods?search=${MARK}`);
    expect(searched.json()).toEqual([]);
  });

  it("when a customer asks for another customer's application or its documents, then 404 and lists exclude it", async () => {
    expectNotFound(await call(alice, 'GET', `/api/applications/${bobIds.application}`));
    for (const kind of ['identification_doc', 'inventory_list'])
      expectNotFound(await call(alice, 'GET', `/api/applications/${bobIds.application}/documents/${kind}`));
    const list = await call(alice, 'GET', `/api/applications?search=${MARK}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(MARK);
    const all = (await call(alice, 'GET', '/api/applications?limit=200')).json() as { id: number }[];
    expect(all.map((a) => a.id)).not.toContain(bobIds.application);
    // The documents are really there: Bob reads them.
    expect(
      (await call(bob, 'GET', `/api/applications/${bobIds.application}/documents/inventory_list`)).statusCode,
    ).toBe(200);
  });

  it("when a customer marks another customer's notification read or reads all, then Bob's stays unread", async () => {
    const before = await bobState();
    expectNotFound(await call(alice, 'POST', `/api/notifications/${bobIds.notification}/read`));
    expect((await call(alice, 'POST', '/api/notifications/read-all')).statusCode).toBe(200);
    const list = (await call(alice, 'GET', '/api/notifications?limit=100')).json() as {
      notifications: { id: number }[];
    };
    expect(list.notifications.map((n) => n.id)).not.toContain(bobIds.notification);
    expect(await bobState()).toBe(before);
    const bobs = (await call(bob, 'GET', '/api/notifications')).json();
    expect(bobs.unread_count).toBeGreaterThan(0);
  });

  it('when a customer saves preferences or exports data, then only their own record is read or written', async () => {
    const before = await bobState();
    const saved = await call(alice, 'PUT', '/api/users/me/preferences', {
      notifications: { email: { storageReminders: true, orderUpdates: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await bobState()).toBe(before);
    expect((await call(bob, 'GET', '/api/users/me/preferences')).json().notifications.email.storageReminders).toBe(
      false,
    );
    const exported = await call(alice, 'GET', '/api/users/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(MARK);
    const own = (await call(alice, 'GET', '/api/users/me')).json();
    expect(own.id).toBe(alice.user.id);
    expect(exported.json().profile.username).toBe(own.username);
  });

  it("when every customer route with a path id is called with each of another customer's ids, then none reveals or changes it", async () => {
    const routes = Object.entries(ACCESS_MATRIX)
      .filter(([key, allowed]) => allowed !== 'anonymous' && allowed.includes('customer') && key.includes('/:'))
      .map(([key]) => key.split(' ') as [string, string]);
    // The three routes known today must be in the walk: the filter itself is checked.
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const before = await bobState();
    const failures: string[] = [];
    for (const [method, pattern] of routes) {
      for (const id of Object.values(bobIds)) {
        const url = pattern.replace(/:(\w+)/g, (_m, name: string) =>
          name === 'kind' ? 'identification_doc' : String(id),
        );
        const response = await call(alice, method, url, ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
        // Alice may own a row with the same number in another table; what matters is Bob's data.
        if (response.statusCode >= 500 || response.body.includes(MARK))
          failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await bobState()).toBe(before);
  });
});
