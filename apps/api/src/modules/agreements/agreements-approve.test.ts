import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, notifications, outbox, storageAgreements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
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

describe('approving an application reserves space and assigns the intake', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let customer: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, employee] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.employee)]);
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  it('when an employee approves a medium application, then exactly 100 units are reserved, an intake is due on the start date and the customer is told where and when', async () => {
    const branchId = await createBranch(t.app, admin.headers, 500);
    const worker = await createEmployee(t.app, admin.headers, branchId);
    await worksAt(t.db, 'employee1', branchId);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'medium', storage_duration: '3-6-months' });

    const response = await approve(t.app, employee.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'approved',
      agreement: {
        application_id: id,
        customer_id: customer.user.id,
        branch_id: branchId,
        volume: 100,
        start_date: FUTURE_DATE,
        end_date: '2031-09-10',
        status: 'awaiting_intake',
        intake_employee_name: 'Test Person',
      },
    });
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({
      capacity: 500,
      used: 0,
      reserved: 100,
      available: 400,
    });

    const [agreement] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.applicationId, id));
    const [intake] = await t.db.select().from(assignments).where(eq(assignments.agreementId, agreement!.id));
    expect(intake).toMatchObject({
      kind: 'intake',
      employeeId: worker,
      branchId,
      status: 'scheduled',
      dueDate: new Date(`${FUTURE_DATE}T23:59:59.000Z`),
    });
    expect(body.agreement.intake_assignment_id).toBe(intake!.id);

    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    const approved = bell.filter((n) => n.message.startsWith(`Your storage application #${id} was approved`));
    expect(approved).toHaveLength(1);
    expect(approved[0]!.message).toContain(body.agreement.branch_name);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, customer.user.id), eq(outbox.channel, 'email')));
    const approvalMail = mail.find((m) => m.subject === `Your storage application #${id} was approved`);
    expect(approvalMail?.text).toContain(body.agreement.branch_name);
    expect(approvalMail?.text).toContain('1 Quay Street');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, worker));
    expect(told.some((n) => n.message.includes(`Intake for storage application #${id}`))).toBe(true);

    // The branch API shows the reservation apart from the space in use.
    const branch = (await t.app.inject({ method: 'GET', url: `/api/branches/${branchId}` })).json();
    expect(branch).toMatchObject({ capacity: 500, used_space: 0, reserved_space: 100, available_space: 400 });
  });

  it('when the branch has a manager, then the manager gets the intake; without one, the employee with the fewest open assignments', async () => {
    const managed = await createBranch(t.app, admin.headers, 1000);
    const manager = await createEmployee(t.app, admin.headers, managed);
    await createEmployee(t.app, admin.headers, managed);
    // The reviewer is offered only the branches they work at.
    await worksAt(t.db, 'employee1', managed);
    const read = (await t.app.inject({ method: 'GET', url: `/api/branches/${managed}` })).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/branches/${managed}`,
      headers: admin.headers,
      payload: { name: read.name, location: read.location, capacity: 1000, manager_id: manager, version: read.version },
    });
    expect(edit.statusCode).toBe(200);
    const first = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${first}/placement-options`,
      headers: employee.headers,
    });
    expect(options.statusCode).toBe(200);
    const option = options.json().branches.find((b: { branch_id: number }) => b.branch_id === managed);
    expect(option).toMatchObject({ default_assignee_id: manager, available_space: 1000 });
    expect(option.staff).toHaveLength(2);
    const approved = await approve(t.app, admin.headers, first, { branch_id: managed, start_date: FUTURE_DATE });
    const [intake] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.agreementId, approved.json().agreement.id));
    expect(intake?.employeeId).toBe(manager);

    const unmanaged = await createBranch(t.app, admin.headers, 1000);
    const busy = await createEmployee(t.app, admin.headers, unmanaged);
    const idle = await createEmployee(t.app, admin.headers, unmanaged);
    const second = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const chosen = await approve(t.app, admin.headers, second, {
      branch_id: unmanaged,
      start_date: FUTURE_DATE,
      assignee_id: busy,
    });
    expect(chosen.json()).toMatchObject({ agreement: { status: 'awaiting_intake' } });
    const third = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const byDefault = await approve(t.app, admin.headers, third, { branch_id: unmanaged, start_date: FUTURE_DATE });
    const [next] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.agreementId, byDefault.json().agreement.id));
    expect(next?.employeeId).toBe(idle);
  });

  it('when an extra large application gets a larger figure, then that is reserved; the picker lists only branches with room for it', async () => {
    const roomy = await createBranch(t.app, admin.headers, 700);
    await createEmployee(t.app, admin.headers, roomy);
    const small = await createBranch(t.app, admin.headers, 500);
    await createEmployee(t.app, admin.headers, small);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'extra-large' });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/placement-options?volume=650`,
      headers: admin.headers,
    });
    expect(options.json()).toMatchObject({ volume: 650, volume_adjustable: true });
    const listed = options.json().branches.map((b: { branch_id: number }) => b.branch_id);
    expect(listed).toContain(roomy);
    expect(listed).not.toContain(small);
    expect(options.json().branches.every((b: { available_space: number }) => b.available_space >= 650)).toBe(true);
    const response = await approve(t.app, admin.headers, id, {
      branch_id: roomy,
      start_date: FUTURE_DATE,
      volume: 650,
    });
    expect(response.json().agreement.volume).toBe(650);
    expect(await spaceOfBranch(t.db, roomy)).toMatchObject({ reserved: 650, available: 50 });
  });

  it('when the branch has too little space, then 409 names the branch and its space left, and nothing is stored', async () => {
    const branchId = await createBranch(t.app, admin.headers, 150, { name: 'Harbour Annex' });
    await createEmployee(t.app, admin.headers, branchId);
    await worksAt(t.db, 'employee1', branchId);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'large' });
    const response = await approve(t.app, employee.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Harbour Annex has only 150 units of space left; this application needs 200');
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: admin.headers })
    ).json();
    expect(stored).toMatchObject({ status: 'pending', version: 1, agreement: null });
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 0, available: 150 });
    expect(await t.db.select().from(storageAgreements).where(eq(storageAgreements.applicationId, id))).toEqual([]);
  });

  it('when an approval lacks a branch or a date, names a past date, a figure for a medium application or an employee of another branch, then 400 and nothing changes', async () => {
    const branchId = await createBranch(t.app, admin.headers, 1000);
    await createEmployee(t.app, admin.headers, branchId);
    const elsewhere = await createBranch(t.app, admin.headers, 1000);
    const stranger = await createEmployee(t.app, admin.headers, elsewhere);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'medium' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_date: FUTURE_DATE }, 'branch_id', 'Choose the branch that will store the goods'],
      [{ branch_id: branchId }, 'start_date', 'Choose the date the goods arrive'],
      [{ branch_id: branchId, start_date: '2020-01-01' }, 'start_date', 'Start date cannot be in the past'],
      [{ branch_id: branchId, start_date: '2031-02-30' }, 'start_date', 'Start date must be a date (YYYY-MM-DD)'],
      [
        { branch_id: branchId, start_date: FUTURE_DATE, volume: 150 },
        'volume',
        'Only an extra large application may reserve a figure of its own',
      ],
      [
        { branch_id: branchId, start_date: FUTURE_DATE, assignee_id: stranger },
        'assignee_id',
        'Choose an employee who works at this branch',
      ],
      [{ branch_id: 2_000_000, start_date: FUTURE_DATE }, 'branch_id', 'Branch not found'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await approve(t.app, admin.headers, id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const rejectWithBranch = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: admin.headers,
      payload: { status: 'rejected', version: 1, branch_id: branchId },
    });
    expect(rejectWithBranch.statusCode).toBe(400);
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ reserved: 0, available: 1000 });
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: admin.headers })
    ).json();
    expect(stored).toMatchObject({ status: 'pending', version: 1, agreement: null });
  });

  it('when a branch has nobody to receive the goods, then 409 says so', async () => {
    const empty = await createBranch(t.app, admin.headers, 1000);
    const id = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const response = await approve(t.app, admin.headers, id, { branch_id: empty, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/Nobody works at this branch/);
    expect(await spaceOfBranch(t.db, empty)).toMatchObject({ reserved: 0 });
  });

  it('when a customer asks for placement options or the application has no estimate and no figure, then 403 and 400', async () => {
    const id = await submitApplication(t.app, customer, { estimated_volume: null });
    const url = `/api/applications/${id}/placement-options`;
    expect((await t.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('This application has no estimated volume: enter the space to reserve');
    const given = await t.app.inject({ method: 'GET', url: `${url}?volume=60`, headers: admin.headers });
    expect(given.json()).toMatchObject({ volume: 60, volume_adjustable: true });
  });
});
