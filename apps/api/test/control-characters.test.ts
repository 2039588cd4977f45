import { CONTROL_CHARACTER_MESSAGE } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../src/db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from './test-app.js';

/**
 * Issue 17 item 7: a NUL (which PostgreSQL cannot store) or another control character in any text
 * field or search term is refused with 400 and the field's message, before it reaches the database.
 */
describe('control characters in requests', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signIn(t.app, DEMO.customer);
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const expectFieldRefused = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      detail: expect.any(String),
      errors: expect.arrayContaining([{ field, message: CONTROL_CHARACTER_MESSAGE }]),
    });
  };
  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it('when a sign-in username holds a NUL, then 400 names the username', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin\u0000', password: DEMO.admin.password },
    });
    expectFieldRefused(response, 'username');
  });

  it.each([
    ['username', 'cust\u0000nul'],
    ['first_name', 'Ann\u0000'],
    ['email', 'ann\u0000@example.com'],
    ['phone', '555\u0007'],
  ])(
    'when a registration %s holds a control character, then 400 names it and no user is created',
    async (field, value) => {
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newCustomer({ [field]: value }),
      });
      expectFieldRefused(response, field);
      expect(await userCount()).toBe(before);
    },
  );

  it('when a registration address spans lines, then it is stored as typed', async () => {
    const body = newCustomer({ address: '1 Dock Road\nUnit 4' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.address).toBe('1 Dock Road\nUnit 4');
  });

  it('when a contact message holds a NUL, then 400 names it and nothing is stored', async () => {
    const before = await t.db.select().from(contactMessages);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Line one\n\u0000' },
    });
    expectFieldRefused(response, 'message');
    expect(await t.db.select().from(contactMessages)).toEqual(before);
  });

  it('when a profile field holds a NUL, then 400; a bio with line breaks and tabs is saved', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: customer.headers,
      payload: { last_name: 'Lee\u0000' },
    });
    expectFieldRefused(refused, 'last_name');
    // Profile edits name the version they were made from, when the profile carries one.
    const etag = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: customer.headers })).headers.etag;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...customer.headers, ...(etag && { 'if-match': String(etag) }) },
      payload: { bio: 'Line one\n\tindented' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bio).toBe('Line one\n\tindented');
  });

  it('when stored goods carry a NUL in the name, then 400 names it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods/my-goods',
      headers: customer.headers,
      payload: { name: 'Boxes\u0000', category: 'Electronics', value: 10 },
    });
    expectFieldRefused(response, 'name');
  });

  it.each([
    ['/api/goods?search=bolt%00', 'admin'],
    ['/api/goods/export?search=%00', 'admin'],
    ['/api/users?search=ann%00', 'admin'],
    ['/api/applications?search=%00x', 'admin'],
    ['/api/inventory/summary?search=%00', 'admin'],
    ['/api/customer-goods?search=%1B', 'admin'],
    ['/api/goods/my-goods?search=%00', 'customer'],
  ] as const)('when %s is asked for with a control character, then 400 names the search', async (url, who) => {
    const headers = who === 'admin' ? admin.headers : customer.headers;
    expectFieldRefused(await t.app.inject({ method: 'GET', url, headers }), 'search');
  });
});
