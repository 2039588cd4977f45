import { PHONE_MESSAGES } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { idDoc, registerCustomer, submit, validApplication } from '../applications/applications.fixtures.js';
import { normaliseStoredPhones } from '../settings/stored-phones.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { createViaApi, firstBranchIds, newUserBody, storedUser } from './users.fixtures.js';

/**
 * Issues 39 and 48: every phone the app takes is read once by the domain's phone rule, with the
 * site's country for a number typed without its country code, and stored in E.164; a number that
 * is not valid is refused (400 naming the field) and nothing changes.
 */
describe('phones are read with the site country, stored in E.164, or refused', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchId] = (await firstBranchIds(t.db, 1)) as [number];
    // A British site: numbers typed without a country code are British.
    const saved = await putSystemSettings(t.app, admin.headers, { default_country: 'GB' });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  const NATIONAL = '020 7946 0958';
  const E164 = '+442079460958';
  // A number of no country: 555 is no area code in North America, so Submit and every form refuse it.
  const INVALID = '+1 555 123 4567';

  const count = async (table: typeof users | typeof applications) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const expectPhoneRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: PHONE_MESSAGES.invalid,
      code: 'VALIDATION',
      errors: [{ field: 'phone', message: PHONE_MESSAGES.invalid }],
    });
  };

  it('when someone registers with an invalid number, then 400 and no account; with a national one, it is stored as E.164', async () => {
    const before = await count(users);
    expectPhoneRefused(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer({ phone: INVALID }) }),
    );
    expectPhoneRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newCustomer({ phone: '(202) 555-0100' }),
      }),
    );
    expect(await count(users)).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: NATIONAL }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe(E164);
    expect((await storedUser(t.db, created.json().id))?.phone).toBe(E164);
  });

  it('when a user saves their profile with an invalid number, then 400 and the stored phone stays; national, 00 and + numbers are stored as E.164', async () => {
    const customer = await registerCustomer(t.app);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me', headers: customer.headers, payload });
    expectPhoneRefused(await save({ phone: INVALID, version: 1 }));
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: null, version: 1 });

    const saved = await save({ phone: NATIONAL, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().phone).toBe(E164);
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: E164, version: 2 });

    // A number of another country keeps its code; 00 is read as +.
    const abroad = await save({ phone: '0049 30 12345678', version: 2 });
    expect(abroad.statusCode, abroad.body).toBe(200);
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: '+493012345678', version: 3 });

    // Emptying the field clears the phone.
    const cleared = await save({ phone: '', version: 3 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await storedUser(t.db, customer.user.id))?.phone).toBeNull();
  });

  it('when an admin creates or edits a user with an invalid number, then 400 and nothing changes; a national one is stored as E.164', async () => {
    const before = await count(users);
    expectPhoneRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: newUserBody(branchId, { phone: INVALID }),
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
    // An American number without its code is not a British one.
    expectPhoneRefused(await put('202 555 0143'));
    expect(await storedUser(t.db, id)).toMatchObject({ phone: '+12025550143', version: 1 });
    const edited = await put(NATIONAL);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedUser(t.db, id)).toMatchObject({ phone: E164, version: 2 });
  });

  it('when a storage application gives an invalid contact phone, then 400 and nothing is stored; a national one is stored as E.164', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const before = await count(applications);
    expectPhoneRefused(
      await submit(t.app, customer.headers, { data: validApplication({ phone: INVALID }), id: idDoc() }),
    );
    expect(await count(applications)).toBe(before);

    const created = await submit(t.app, customer.headers, {
      data: validApplication({ phone: NATIONAL }),
      id: idDoc(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe(E164);
    const [stored] = await t.db.select().from(applications).where(eq(applications.id, created.json().id));
    expect(stored?.phone).toBe(E164);
  });

  it("when the site's address names its country, then phones are read with it, and both settings screens say so", async () => {
    const billing = async (seller_address: string) => {
      const current = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/billing/settings',
        headers: admin.headers,
        payload: { seller_address, version: current.json().version },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const publicCountry = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().default_country;
    expect(await publicCountry()).toBe('GB');

    await billing('Hafenstraße 4\n10115 Berlin\nDeutschland');
    try {
      expect(await publicCountry()).toBe('DE');
      const system = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
      expect(system.json()).toMatchObject({ default_country: 'GB', address_country: 'DE' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newCustomer({ phone: '030 12345678' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().phone).toBe('+493012345678');
    } finally {
      await billing('');
    }
    expect(await publicCountry()).toBe('GB');
  });

  it('when the default country is not one the phone rules know, then 400 and the setting stays', async () => {
    const refused = await putSystemSettings(t.app, admin.headers, { default_country: 'Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [{ field: 'default_country', message: PHONE_MESSAGES.countryInvalid }],
    });
    const system = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
    expect(system.json().default_country).toBe('GB');
  });

  it('when phones were stored before they were normalised, then those that read as numbers of the site country become E.164 and the others stay', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await t.db.update(users).set({ phone: '020 7946 0958' }).where(eq(users.id, customer.user.id));
    await t.db.update(users).set({ phone: 'call reception' }).where(eq(users.id, other.user.id));

    expect(await normaliseStoredPhones(t.db)).toBeGreaterThanOrEqual(1);
    expect(await storedUser(t.db, customer.user.id)).toMatchObject({ phone: E164, version: 1 });
    expect((await storedUser(t.db, other.user.id))?.phone).toBe('call reception');
    // Nothing is left to do the second time.
    expect(await normaliseStoredPhones(t.db)).toBe(0);
  });
});
