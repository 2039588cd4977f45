import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, storageAgreements } from '../../db/schema/index.js';
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
} from './agreements.fixtures.js';

describe('the last space of a branch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when 20 approvals race for a branch with room for one, then exactly one wins, nineteen get 409 naming the branch, and no figure goes negative', async () => {
    const [admin, employee] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.employee)]);
    const customer = await registerCustomer(t.app);
    const branchId = await createBranch(t.app, admin.headers, 100, { name: 'Last Corner' });
    await createEmployee(t.app, admin.headers, branchId);
    // The demo employee approves too, so they must work at the branch (branch-scoped staff).
    await worksAt(t.db, DEMO.employee.username, branchId);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await submitApplication(t.app, customer, { estimated_volume: 'medium' }));

    const responses = await Promise.all(
      ids.map((id, i) =>
        approve(t.app, (i % 2 === 0 ? admin : employee).headers, id, { branch_id: branchId, start_date: FUTURE_DATE }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().detail).toBe('Last Corner has no space left; this application needs 100');
    }

    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ capacity: 100, used: 0, reserved: 100, available: 0 });
    const agreements = await t.db.select().from(storageAgreements).where(inArray(storageAgreements.applicationId, ids));
    expect(agreements).toHaveLength(1);
    const intakes = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.branchId, branchId), eq(assignments.kind, 'intake')));
    expect(intakes).toHaveLength(1);
    // The losers' applications are untouched: still pending at their first version.
    const losers = responses.flatMap((response, i) => (response.statusCode === 409 ? [ids[i]!] : []));
    for (const id of losers.slice(0, 3)) {
      const read = await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: admin.headers });
      expect(read.json()).toMatchObject({ status: 'pending', version: 1, agreement: null });
    }
  });
});
