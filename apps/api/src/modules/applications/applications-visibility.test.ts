import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { idDoc, PNG, registerCustomer, submit, validApplication } from './applications.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Issue 40: the contact details given in an application go to the staff who process it, whatever
 * the customer's Profile Visibility; that setting governs the profile (issue 19: the photo here).
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

  const everyViewer = (customer: Session) =>
    [
      ['employee', employee],
      ['admin', admin],
      ['owner', customer],
    ] as const;

  it('when the customer keeps the default (private), then the staff who process the application see the phone and address given in it, in the detail and the list', async () => {
    const { customer, id } = await applyAs();
    for (const [who, viewer] of everyViewer(customer)) {
      const seen = (await detail(viewer.headers, id)).json();
      expect(seen, who).toMatchObject({
        full_name: 'Dana Diaz',
        email: 'dana@example.com',
        phone: '+12025550199',
        address: '9 Harbour Road',
      });
      expect(seen, who).not.toHaveProperty('hidden_fields');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/applications?limit=200', headers: employee.headers });
    const row = (list.json() as { id: number; phone: string | null; address: string | null }[]).find(
      (item) => item.id === id,
    );
    expect(row).toMatchObject({ phone: '+12025550199', address: '9 Harbour Road' });
  });

  it('when limited or public, then employees see the same contact details as with private', async () => {
    for (const visibility of ['limited', 'public'] as const) {
      const { id } = await applyAs(visibility);
      expect((await detail(employee.headers, id)).json(), visibility).toMatchObject({
        phone: '+12025550199',
        address: '9 Harbour Road',
      });
    }
  });

  it('when an employee reviews an application, then the answer carries the contact details too', async () => {
    const { id } = await applyAs('private');
    const opened = await detail(employee.headers, id);
    const reviewed = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: { ...employee.headers, 'if-match': String(opened.headers.etag) },
      payload: { status: 'under_review', employee_notes: 'Calling the applicant' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ phone: '+12025550199', address: '9 Harbour Road', status: 'under_review' });
  });

  it('when another customer asks for the application, then 404: the details go only to its owner and staff', async () => {
    const { id } = await applyAs('public');
    const other = await registerCustomer(t.app);
    const response = await detail(other.headers, id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Harbour');
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
