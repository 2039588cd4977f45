import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, applicationDocuments, applications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, registerCustomer, submit, validApplication } from './applications.fixtures.js';

type Headers = Record<string, string>;

/** Issue 17 item 2: a review made from an older version never overwrites a newer one. */
describe('application versions', () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;
  let customer: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    admin = (await signIn(t.app, DEMO.admin)).headers;
    customer = (await registerCustomer(t.app)).headers;
  });
  afterAll(async () => t.close());

  const fresh = async () =>
    (await submit(t.app, customer, { data: validApplication(), id: idDoc() })).json().id as number;
  const review = (id: number, payload: object, headers: Headers = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: { ...employee, ...headers }, payload });
  const stored = async (id: number) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!;

  it('when an application is read and reviewed from its version, then each answer carries the next one', async () => {
    const id = await fresh();
    const read = await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: employee });
    expect(read.headers.etag).toBe('"1"');
    const first = await review(id, { status: 'under_review', employee_notes: 'Checking space', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'under_review', version: 2 });
    expect(first.headers.etag).toBe('"2"');
    const second = await review(id, { status: 'approved', ...(await demoPlacement(t.db)) }, { 'if-match': '"2"' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'approved', employee_notes: 'Checking space', version: 3 });
  });

  it('when notes are saved from an older version, then 409 with the application as it is and nothing changes', async () => {
    const id = await fresh();
    expect((await review(id, { status: 'under_review', employee_notes: 'Mine first', version: 1 })).statusCode).toBe(
      200,
    );
    const logged = (await t.db.select().from(activities).where(eq(activities.action, 'application_under_review')))
      .length;
    const stale = await review(id, { status: 'under_review', employee_notes: 'Overwritten?', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id, status: 'under_review', employee_notes: 'Mine first', version: 2 },
    });
    expect(await stored(id)).toMatchObject({ employeeNotes: 'Mine first', version: 2 });
    expect(await t.db.select().from(activities).where(eq(activities.action, 'application_under_review'))).toHaveLength(
      logged,
    );
  });

  it('when a review names no version, then 428 and nothing changes', async () => {
    const id = await fresh();
    const missing = await review(id, { status: 'rejected' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('PRECONDITION_REQUIRED');
    expect(await stored(id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('when a delete names no version or an older one, then 428 or 409 with the application as it is, and nothing is deleted', async () => {
    const id = await fresh();
    const remove = (query: string, headers: Headers = {}) =>
      t.app.inject({ method: 'DELETE', url: `/api/applications/${id}${query}`, headers: { ...admin, ...headers } });
    const documents = async () =>
      t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    expect(await documents()).toHaveLength(1);
    const bare = await remove('');
    expect(bare.statusCode).toBe(428);
    expect(bare.json().code).toBe('PRECONDITION_REQUIRED');
    // A reviewer decides while the admin's list still shows the pending application.
    expect((await review(id, { status: 'under_review', version: 1 })).statusCode).toBe(200);
    for (const stale of [await remove('?version=1'), await remove('', { 'if-match': '"1"' })]) {
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'STALE_VERSION',
        current: { id, status: 'under_review', version: 2 },
      });
    }
    expect(await stored(id)).toMatchObject({ status: 'under_review', version: 2 });
    expect(await documents()).toHaveLength(1);
    expect(await t.db.select().from(activities).where(eq(activities.action, 'application_delete'))).toHaveLength(0);
    const deleted = await remove('', { 'if-match': '"2"' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(await documents()).toEqual([]);
  });
});
