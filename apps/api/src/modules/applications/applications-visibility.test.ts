import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { idDoc, PNG, registerCustomer, submit, validApplication } from './applications.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Issue 19: a customer's Profile Visibility decides what employees see of their phone, address
 * and photo (private: none, limited: phone, public: all); admins and the customer see everything.
 */
describe('profile visibility', () => {
  let t: TestApp;
  let employee: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await signIn(t.app, DEMO.employee);
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const applyAs = async (visibility?: 'private' | 'limited' | 'public') => {
    const customer = await registerCustomer(t.app);
    if (visibility) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/preferences',
        headers: customer.headers,
        payload: { privacy: { profileVisibility: visibility } },
      });
      expect(saved.statusCode).toBe(200);
    }
    const created = await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() });
    expect(created.statusCode).toBe(201);
    return { customer, id: (created.json() as { id: number }).id };
  };
  const detail = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers });

  it('when the customer keeps the default (private), then employees see neither phone nor address, in the detail and the list', async () => {
    const { customer, id } = await applyAs();
    const seen = (await detail(employee.headers, id)).json();
    expect(seen).toMatchObject({ phone: null, address: null, hidden_fields: ['phone', 'address'] });
    expect(seen.full_name).toBe('Dana Diaz');
    expect(seen.email).toBe('dana@example.com');

    const list = await t.app.inject({ method: 'GET', url: '/api/applications?limit=200', headers: employee.headers });
    const row = (list.json() as { id: number; phone: string | null; hidden_fields: string[] }[]).find(
      (item) => item.id === id,
    );
    expect(row).toMatchObject({ phone: null, hidden_fields: ['phone', 'address'] });

    for (const viewer of [admin, customer]) {
      expect((await detail(viewer.headers, id)).json()).toMatchObject({
        phone: '+12025550199',
        address: '9 Harbour Road',
        hidden_fields: [],
      });
    }
  });

  it('when limited, then employees see the phone but not the address; when public, both', async () => {
    const limited = await applyAs('limited');
    expect((await detail(employee.headers, limited.id)).json()).toMatchObject({
      phone: '+12025550199',
      address: null,
      hidden_fields: ['address'],
    });
    const open = await applyAs('public');
    expect((await detail(employee.headers, open.id)).json()).toMatchObject({
      phone: '+12025550199',
      address: '9 Harbour Road',
      hidden_fields: [],
    });
  });

  it('when an employee reviews an application, then the answer keeps the details hidden too', async () => {
    const { id } = await applyAs('private');
    const opened = await detail(employee.headers, id);
    const reviewed = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: { ...employee.headers, 'if-match': String(opened.headers.etag) },
      payload: { status: 'under_review', employee_notes: 'Calling by email' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ phone: null, address: null, status: 'under_review' });
  });

  it("when the customer's photo is private, then employees and other customers get 404 while admins and the owner get it", async () => {
    const { customer } = await applyAs('limited');
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const body = new Response(form);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...customer.headers, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(uploaded.statusCode).toBe(200);
    const other = await registerCustomer(t.app);
    const photo = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/users/${customer.user.id}/avatar`, headers });
    expect((await photo(employee.headers)).statusCode).toBe(404);
    expect((await photo(other.headers)).statusCode).toBe(404);
    expect((await photo(admin.headers)).statusCode).toBe(200);
    expect((await photo(customer.headers)).statusCode).toBe(200);
  });
});
