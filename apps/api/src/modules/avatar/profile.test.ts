import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

describe('own profile (PUT /api/users/me)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A save from the settings screen: from the version just read. */
  const put = async (headers: Record<string, string>, payload: object) => {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    const version = (me.json() as { version: number }).version;
    return t.app.inject({ method: 'PUT', url: '/api/users/me', headers, payload: { version, ...payload } });
  };
  const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('when a bio is saved, then it round-trips and is stored; clearing it stores null', async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const session = await signIn(t.app, body);
    const saved = await put(session.headers, { bio: '  Collector of vintage lamps.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bio).toBe('Collector of vintage lamps.');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().bio).toBe('Collector of vintage lamps.');
    expect((await stored(session.user.id)).bio).toBe('Collector of vintage lamps.');
    expect((await put(session.headers, { bio: '' })).json().bio).toBeNull();
    expect((await stored(session.user.id)).bio).toBeNull();
  });

  it('when a bio is too long, then 400 and the stored bio stays', async () => {
    const session = await signIn(t.app, DEMO.customer);
    await put(session.headers, { bio: 'Short bio' });
    const response = await put(session.headers, { bio: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('bio');
    expect((await stored(session.user.id)).bio).toBe('Short bio');
  });

  it('when an employee saves an emergency contact, then it is kept', async () => {
    const session = await signIn(t.app, DEMO.employee);
    const saved = await put(session.headers, { emergency_contact: 'Sam Lee, +1 555 0100' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().emergency_contact).toBe('Sam Lee, +1 555 0100');
    expect((await stored(session.user.id)).emergencyContact).toBe('Sam Lee, +1 555 0100');
  });

  it('when a customer sends an emergency contact, then it is ignored', async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const session = await signIn(t.app, body);
    const saved = await put(session.headers, { emergency_contact: 'Someone', first_name: 'Rae' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ emergency_contact: null, first_name: 'Rae' });
    expect(await stored(session.user.id)).toMatchObject({ emergencyContact: null, firstName: 'Rae' });
  });

  it('when read-only staff fields are sent, then 400 and nothing changes', async () => {
    const session = await signIn(t.app, DEMO.employee);
    const before = await stored(session.user.id);
    const response = await put(session.headers, { position: 'Director', first_name: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(await stored(session.user.id)).toMatchObject({ position: before.position, firstName: before.firstName });
  });
});
