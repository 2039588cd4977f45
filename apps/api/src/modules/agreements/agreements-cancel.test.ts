import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, assignments, notifications, storageAgreements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  spaceOfBranch,
  submitApplication,
  type Customer,
} from './agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('a customer cancels an approved application before intake', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Customer;
  let branchId: number;
  let worker: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    customer = await registerCustomer(t.app);
    branchId = await createBranch(t.app, admin.headers, 300);
    worker = await createEmployee(t.app, admin.headers, branchId);
  });
  afterAll(async () => t.close());

  const approved = async () => {
    const id = await submitApplication(t.app, customer, { estimated_volume: 'large' });
    const response = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(200);
    return response.json().agreement as { id: number; version: number; intake_assignment_id: number };
  };
  const cancel = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/agreements/${id}/cancel`, headers, payload });

  it('when the customer cancels, then the reservation is freed, the intake cancelled and the agreement cancelled', async () => {
    const agreement = await approved();
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 200, available: 100 });

    const response = await cancel(agreement.id, customer.headers, { version: agreement.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: agreement.id, status: 'cancelled', version: agreement.version + 1 });
    expect(response.json().cancelled_at).not.toBeNull();
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ capacity: 300, used: 0, reserved: 0, available: 300 });
    const [intake] = await t.db.select().from(assignments).where(eq(assignments.id, agreement.intake_assignment_id));
    expect(intake).toMatchObject({ status: 'cancelled', employeeId: worker });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, worker));
    expect(told.some((n) => n.message === `"${intake!.task}" has been removed from your assignments.`)).toBe(true);

    // Cancelled once is cancelled: a second try is refused and frees nothing twice.
    const again = await cancel(agreement.id, customer.headers, { version: agreement.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This storage agreement is already cancelled');
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 0, available: 300 });
  });

  it('when someone else, a stale version or no version is sent, then 404, 409 or 428 and the space stays reserved', async () => {
    const agreement = await approved();
    const stranger = await registerCustomer(t.app);
    expect((await cancel(agreement.id, stranger.headers, { version: agreement.version })).statusCode).toBe(404);
    expect((await cancel(agreement.id, admin.headers, { version: agreement.version })).statusCode).toBe(403);
    const stale = await cancel(agreement.id, customer.headers, { version: agreement.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: agreement.id, status: 'awaiting_intake' },
    });
    expect((await cancel(agreement.id, customer.headers, {})).statusCode).toBe(428);
    expect((await cancel(2_000_000, customer.headers, { version: 1 })).statusCode).toBe(404);
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 200, available: 100 });
    await cancel(agreement.id, customer.headers, { version: agreement.version });
  });

  it('when the goods have been received, then the agreement can no longer be cancelled', async () => {
    const agreement = await approved();
    // Intake is the next round's work; the status is set as it will set it.
    await t.db.update(storageAgreements).set({ status: 'active' }).where(eq(storageAgreements.id, agreement.id));
    const response = await cancel(agreement.id, customer.headers, { version: agreement.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'This storage agreement can no longer be cancelled: the goods have been received',
    );
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 200 });
  });

  it('when an admin deletes an application that became an agreement, then 409 and it stays', async () => {
    const roomy = await createBranch(t.app, admin.headers, 500);
    await createEmployee(t.app, admin.headers, roomy);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    expect((await approve(t.app, admin.headers, id, { branch_id: roomy, start_date: FUTURE_DATE })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${row!.id}?version=${row!.version}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This application has a storage agreement and cannot be deleted');
    expect(await t.db.select().from(applications).where(eq(applications.id, row!.id))).toHaveLength(1);
  });

  it('when the customer reads the agreement, then they see it; another customer does not', async () => {
    const id = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const agreement = (await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE })).json()
      .agreement;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreement.id}`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBe(`"${agreement.version}"`);
    const stranger = await registerCustomer(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${agreement.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
