import { PHONE_MESSAGES } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { idDoc, registerCustomer, submit, validApplication } from '../applications/applications.fixtures.js';
import { createViaApi, firstBranchIds, newUserBody, storedUser } from './users.fixtures.js';

/**
 * Issue 39: every phone the app takes is parsed once (packages/domain phone fields) and stored in
 * E.164; a number without its country code is refused, since no SMS gateway can dial it.
 */
describe('phones are stored in international form or refused', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchId] = (await firstBranchIds(t.db, 1)) as [number];
  });
  afterAll(async () => t.close());

  const LOCAL = '020 7946 0958';
  const INTERNATIONAL = '+44 20 7946 0958';
  const E164 = '+442079460958';

  const count = async (table: typeof users | typeof applications) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const expectPhoneRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'phone', message: PHONE_MESSAGES.invalid }],
    });
  };

  it('when someone registers with a local number, then 400 and no account; with an international one, it is stored as E.164', async () => {
    const before = await count(users);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: LOCAL }),
    });
    expectPhoneRefused(refused);
    expect(await count(users)).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: INTERNATIONAL }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe(E164);
    expect((await storedUser(t.db, created.json().id))?.phone).toBe(E164);
  });

  it('when a user saves their profile with a local number, then 400 and the stored phone stays; a 00 number is stored as E.164', async () => {
    const customer = await registerCustomer(t.app);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me', headers: customer.headers, payload });
    expectPhoneRefused(await save({ phone: LOCAL, version: 1 }));
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: null, version: 1 });

    const saved = await save({ phone: '0044 20 7946 0958', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().phone).toBe(E164);
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: E164, version: 2 });

    // Emptying the field clears the phone.
    const cleared = await save({ phone: '', version: 2 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await storedUser(t.db, customer.user.id))?.phone).toBeNull();
  });

  it('when an admin creates or edits a user with a local number, then 400 and nothing changes; an international one is stored as E.164', async () => {
    const before = await count(users);
    expectPhoneRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: newUserBody(branchId, { phone: LOCAL }),
      }),
    );
    expect(await count(users)).toBe(before);

    const body = newUserBody(branchId, { phone: '+1 (202) 555-0143' });
    const id = await createViaApi(t.app, admin.headers, body);
    expect((await storedUser(t.db, id))?.phone).toBe('+12025550143');

    const { username: _username, password: _password, ...edit } = body;
    const put = (phone: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: admin.headers,
        payload: { ...edit, phone, version: 1 },
      });
    expectPhoneRefused(await put('202 555 0143'));
    expect(await storedUser(t.db, id)).toMatchObject({ phone: '+12025550143', version: 1 });
    const edited = await put(INTERNATIONAL);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedUser(t.db, id)).toMatchObject({ phone: E164, version: 2 });
  });

  it('when a storage application gives a local contact phone, then 400 and nothing is stored; an international one is stored as E.164', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const before = await count(applications);
    expectPhoneRefused(
      await submit(t.app, customer.headers, { data: validApplication({ phone: LOCAL }), id: idDoc() }),
    );
    expect(await count(applications)).toBe(before);

    const created = await submit(t.app, customer.headers, {
      data: validApplication({ phone: INTERNATIONAL }),
      id: idDoc(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe(E164);
    const [stored] = await t.db.select().from(applications).where(eq(applications.id, created.json().id));
    expect(stored?.phone).toBe(E164);
  });
});
