import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, applicationDocuments, applications, notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, PDF, registerCustomer, submit, TEXT, validApplication } from './applications.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('reading and reviewing applications', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let demoCustomer: Session;
  let other: Session;
  let otherApplicationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, employee, demoCustomer] = await Promise.all([
      signIn(t.app, DEMO.admin),
      signIn(t.app, DEMO.employee),
      signIn(t.app, DEMO.customer),
    ]);
    other = await registerCustomer(t.app);
    const created = await submit(t.app, other.headers, {
      data: validApplication({ full_name: 'Olga Other', email: 'olga@example.com', item_type: 'Artwork' }),
      inventory: { data: TEXT, name: 'list.txt' },
      id: idDoc(),
    });
    otherApplicationId = created.json().id;
  });
  afterAll(async () => t.close());

  const get = (url: string, session: Session) => t.app.inject({ method: 'GET', url, headers: session.headers });
  /** A decision as the review screen sends it: from the version just read (by staff), unless named. */
  const put = async (id: number, session: Session, payload: Record<string, unknown>) => {
    const read = await get(`/api/applications/${id}`, admin);
    const version = read.statusCode === 200 ? (read.json() as { version: number }).version : 1;
    return t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: session.headers,
      payload: { version, ...payload },
    });
  };
  const newPending = async () =>
    (await submit(t.app, other.headers, { data: validApplication(), id: idDoc() })).json().id as number;

  it('when a customer lists applications, then only their own come back', async () => {
    const own = await get('/api/applications', demoCustomer);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThanOrEqual(4);
    expect(own.json().every((a: { customer_id: number }) => a.customer_id === demoCustomer.user.id)).toBe(true);
    const theirs = (await get('/api/applications', other)).json();
    expect(theirs.map((a: { id: number }) => a.id)).toContain(otherApplicationId);
    expect(theirs.every((a: { customer_id: number }) => a.customer_id === other.user.id)).toBe(true);
  });

  it('when staff list with a status, a search or a page, then the filter applies and the total is in a header', async () => {
    const all = await get('/api/applications', employee);
    const [stored] = await t.db.select({ n: sql<number>`count(*)::int` }).from(applications);
    expect(all.json()).toHaveLength(stored!.n);
    expect(all.headers['x-total-count']).toBe(String(stored!.n));
    const approved = (await get('/api/applications?status=approved', admin)).json();
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((a: { status: string }) => a.status === 'approved')).toBe(true);
    const found = (await get('/api/applications?search=OLGA@', employee)).json();
    expect(found.map((a: { id: number }) => a.id)).toEqual([otherApplicationId]);
    // LIKE wildcards are searched for literally, not as patterns.
    expect((await get('/api/applications?search=%25', employee)).json()).toEqual([]);
    expect((await get('/api/applications?search=_', employee)).json()).toEqual([]);
    expect((await get('/api/applications?skip=1&limit=1', employee)).json()).toHaveLength(1);
    expect((await get('/api/applications?limit=201', employee)).statusCode).toBe(400);
    expect((await get('/api/applications?status=done', employee)).statusCode).toBe(400);
  });

  it("when a customer asks for another customer's application or document, then 404 as if it did not exist", async () => {
    expect((await get(`/api/applications/${otherApplicationId}`, demoCustomer)).statusCode).toBe(404);
    for (const kind of ['identification_doc', 'inventory_list']) {
      const response = await get(`/api/applications/${otherApplicationId}/documents/${kind}`, demoCustomer);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Application not found');
    }
  });

  it('when the owner or staff read an application and its documents, then they get them', async () => {
    const own = await get(`/api/applications/${otherApplicationId}`, other);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: otherApplicationId, full_name: 'Olga Other' });
    for (const session of [other, employee, admin]) {
      const doc = await get(`/api/applications/${otherApplicationId}/documents/identification_doc`, session);
      expect(doc.statusCode).toBe(200);
      expect(Buffer.compare(doc.rawPayload, PDF)).toBe(0);
    }
    const list = await get(`/api/applications/${otherApplicationId}/documents/inventory_list`, employee);
    expect(list.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/api/applications/999999', admin)).statusCode).toBe(404);
    expect((await get(`/api/applications/${otherApplicationId}/documents/passport`, admin)).statusCode).toBe(400);
  });

  it('when an application has no inventory list, then its document answers 404', async () => {
    const id = await newPending();
    const response = await get(`/api/applications/${id}/documents/inventory_list`, employee);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Document not found');
  });

  it('when staff take an application under review and approve it, then reviewer, time and notes are recorded and the customer is told', async () => {
    const id = await newPending();
    const review = await put(id, employee, { status: 'under_review', employee_notes: 'Checking space' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      status: 'under_review',
      employee_notes: 'Checking space',
      reviewed_by: employee.user.id,
    });
    expect(review.json().reviewed_at).not.toBeNull();
    const approve = await put(id, admin, { status: 'approved', ...(await demoPlacement(t.db)) });
    expect(approve.json()).toMatchObject({
      status: 'approved',
      employee_notes: 'Checking space',
      reviewed_by: admin.user.id,
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.user.id });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id))
      .orderBy(desc(notifications.id));
    expect(told.slice(0, 2).map((n) => n.message)).toEqual([
      `Your storage application #${id} was approved: Harbor Logistics Hub expects your goods on March 10, 2031`,
      `Your storage application #${id} is now under review`,
    ]);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, admin.user.id), eq(activities.action, 'application_approved')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      category: 'application',
      description: `Changed storage application #${id} from Under Review to Approved`,
    });
  });

  it('when a pending application is rejected at once, then it is rejected', async () => {
    const id = await newPending();
    const response = await put(id, employee, { status: 'rejected', employee_notes: 'No space' });
    expect(response.json()).toMatchObject({ status: 'rejected', employee_notes: 'No space' });
  });

  it.each([
    ['approved', 'rejected', 'This application has already been approved and can no longer change status'],
    ['rejected', 'approved', 'This application has already been rejected and can no longer change status'],
    ['under_review', 'pending', 'An application that is under review cannot be moved to pending'],
    ['under_review', 'under_review', 'This application is already under review'],
    ['pending', 'pending', 'This application is already pending'],
  ] as const)(
    'when an application that is %s is moved to %s, then 409 and nothing changes',
    async (from, to, detail) => {
      const id = await newPending();
      if (from !== 'pending') {
        const placement = from === 'approved' ? await demoPlacement(t.db) : {};
        expect((await put(id, employee, { status: from, ...placement })).statusCode).toBe(200);
      }
      const notesBefore = (await t.db.select().from(applications).where(eq(applications.id, id)))[0];
      const placement = to === 'approved' ? await demoPlacement(t.db) : {};
      const response = await put(id, admin, { status: to, employee_notes: 'should not stick', ...placement });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', detail });
      const [after] = await t.db.select().from(applications).where(eq(applications.id, id));
      expect(after).toEqual(notesBefore);
    },
  );

  it('when a customer reviews, an unknown status is sent or the application is missing, then 403, 400 or 404', async () => {
    expect((await put(otherApplicationId, other, { status: 'approved' })).statusCode).toBe(403);
    const bad = await put(otherApplicationId, employee, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'status',
      message: 'Status must be pending, under_review, approved or rejected',
    });
    expect((await put(999999, employee, { status: 'approved', ...(await demoPlacement(t.db)) })).statusCode).toBe(404);
  });

  it('when staff ask for the stats, then they count every status exactly; customers are refused', async () => {
    // The admin counts every branch's (an employee: those of no branch yet and of their branches).
    const response = await get('/api/applications/stats/summary', admin);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select({ status: applications.status }).from(applications);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(response.json()).toEqual({
      total_applications: rows.length,
      pending_applications: count('pending'),
      under_review_applications: count('under_review'),
      approved_applications: count('approved'),
      rejected_applications: count('rejected'),
    });
    expect((await get('/api/applications/stats/summary', other)).statusCode).toBe(403);
  });

  it('when someone other than an admin deletes, then 403; an admin deletes it with its documents', async () => {
    const id = await newPending();
    const del = (session: Session) =>
      t.app.inject({ method: 'DELETE', url: `/api/applications/${id}?version=1`, headers: session.headers });
    expect((await del(employee)).statusCode).toBe(403);
    expect((await del(other)).statusCode).toBe(403);
    const response = await del(admin);
    expect(response.json()).toEqual({ detail: 'Application deleted successfully' });
    expect(await t.db.select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id))).toEqual(
      [],
    );
    expect((await del(admin)).statusCode).toBe(404);
  });
});
