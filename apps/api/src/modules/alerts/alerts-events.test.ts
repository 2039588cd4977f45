import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, notifications, storageAgreements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { submitApplication } from '../agreements/agreements.fixtures.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { evaluateBranchAlerts, sendAlertDigests } from './alerts.service.js';

type Session = Awaited<ReturnType<typeof signIn>> & { id: number };
const HOUR = 3_600_000;

describe('branch alerts for intakes and new applications', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branch: number;
  let staff: Session;
  let digestReader: Session;

  const bells = (userId: number, title: string, text: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.title, title), like(notifications.message, `%${text}%`)),
      );
  const employee = async (subscriptions: object[], digest: boolean): Promise<Session> => {
    const body = newUserBody(branch);
    const id = await createViaApi(t.app, admin.headers, body);
    const session = { ...(await signIn(t.app, body)), id };
    const read = await t.app.inject({ method: 'GET', url: '/api/alerts/subscriptions', headers: session.headers });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/subscriptions',
      headers: session.headers,
      payload: { subscriptions, digest, revision: read.json().revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return session;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    branch = await createBranch(t.app, admin.headers, 1000);
    const kinds = [
      { branch_id: branch, kind: 'intake_due_tomorrow' },
      { branch_id: branch, kind: 'new_application' },
    ];
    staff = await employee(kinds, false);
    digestReader = await employee(kinds, true);
  });
  afterAll(async () => t.close());

  it('when an open intake at the branch is due tomorrow, then its subscribers are told once; not the day before', async () => {
    const [agreement] = await t.db.select({ id: storageAgreements.id }).from(storageAgreements).limit(1);
    const now = new Date('2031-05-10T12:00:00Z');
    const task = `Intake of pallets ${Date.now().toString(36)}`;
    await t.db.insert(assignments).values({
      employeeId: staff.id,
      branchId: branch,
      task,
      kind: 'intake',
      agreementId: agreement!.id,
      status: 'scheduled',
      dueDate: new Date(now.getTime() + 24 * HOUR),
    });
    await evaluateBranchAlerts(t.db, new Date(now.getTime() - 24 * HOUR));
    expect(await bells(staff.id, 'Intake due tomorrow', task)).toEqual([]);
    await evaluateBranchAlerts(t.db, now);
    await evaluateBranchAlerts(t.db, now);
    expect(await bells(staff.id, 'Intake due tomorrow', task)).toHaveLength(1);
    expect(await bells(digestReader.id, 'Intake due tomorrow', task)).toEqual([]);
  });

  it('when a customer submits an application, then each new-application subscriber is told once, in the digest when preferred', async () => {
    const customer = await registerCustomer(t.app);
    const id = await submitApplication(t.app, customer);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.id), eq(notifications.title, 'New application')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/employee/applications');
    // Later evaluations neither repeat it nor drop the digest reader's copy.
    await evaluateBranchAlerts(t.db);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.id), eq(notifications.title, 'New application'))),
    ).toHaveLength(1);
    expect(await t.db.transaction((tx) => sendAlertDigests(tx, '2031-05-10'))).toBeGreaterThanOrEqual(1);
    const digest = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, digestReader.id), eq(notifications.title, 'Branch alerts')));
    expect(digest).toHaveLength(1);
    expect(id).toBeGreaterThan(0);
  });
});
