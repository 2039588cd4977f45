import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';
import type { registerCustomer } from '../applications/applications.fixtures.js';
import { idDoc, submit, validApplication } from '../applications/applications.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';

/** Test-only helpers for the storage lifecycle: branches, staff, applications and approvals through the API. */

type Headers = Record<string, string>;
let counter = 0;

export async function createBranch(
  app: FastifyInstance,
  admin: Headers,
  capacity: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/branches',
    headers: admin,
    payload: {
      name: `Test Depot ${Date.now().toString(36)}${counter}`,
      location: '1 Quay Street',
      capacity,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`branch create failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}

export const createEmployee = (app: FastifyInstance, admin: Headers, branchId: number) =>
  createViaApi(app, admin, newUserBody(branchId));

/** The stored space figures of a branch, with used derived as the API derives it. */
export async function spaceOfBranch(db: Db, branchId: number) {
  const [row] = await db.select().from(branches).where(eq(branches.id, branchId));
  if (!row) throw new Error(`no branch ${branchId}`);
  return {
    capacity: row.capacity,
    reserved: row.reservedSpace,
    available: row.availableSpace,
    used: row.capacity - row.reservedSpace - row.availableSpace,
    stored: row.storedSpace,
    otherUse: row.otherUse,
    version: row.version,
  };
}

export type Customer = Awaited<ReturnType<typeof registerCustomer>>;

export async function submitApplication(
  app: FastifyInstance,
  customer: Customer,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await submit(app, customer.headers, { data: validApplication(overrides), id: idDoc() });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** Approves from version 1 (a fresh application), as the review dialog sends it. */
export function approve(
  app: FastifyInstance,
  reviewer: Headers,
  applicationId: number,
  fields: Record<string, unknown>,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/applications/${applicationId}`,
    headers: reviewer,
    payload: { status: 'approved', version: 1, ...fields },
  });
}

export const FUTURE_DATE = '2031-03-10';

/**
 * Approval fields for tests about something else: the demo branch with the most room (its manager
 * takes the intake) and a start date in the future.
 */
export async function demoPlacement(db: Db): Promise<{ branch_id: number; start_date: string }> {
  const [row] = await db.select({ id: branches.id }).from(branches).orderBy(desc(branches.availableSpace)).limit(1);
  if (!row) throw new Error('no branches');
  // Employees place goods only at their branches (staff scope): the demo employees work there too.
  await worksAt(db, 'employee1', row.id);
  await worksAt(db, 'employee2', row.id);
  return { branch_id: row.id, start_date: FUTURE_DATE };
}
