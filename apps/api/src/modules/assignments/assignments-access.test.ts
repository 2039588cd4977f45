import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  assignmentCount,
  branchIds,
  createAssignmentViaApi,
  newAssignmentBody,
  storedAssignment,
  userIdOf,
} from './assignments.fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let employee: Awaited<ReturnType<typeof signIn>>;
let ids: { employee1: number; branches: number[] };

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, employee] = await Promise.all([
    signIn(t.app, DEMO.admin),
    signIn(t.app, DEMO.customer),
    signIn(t.app, DEMO.employee),
  ]);
  ids = { employee1: await userIdOf(t.db, 'employee1'), branches: await branchIds(t.db) };
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('who may call the assignment routes', () => {
  const routes = (id: number) =>
    [
      ['GET', '/api/assignments'],
      ['GET', '/api/assignments/my-assignments'],
      ['GET', `/api/assignments/${id}`],
      ['POST', '/api/assignments'],
      ['PUT', `/api/assignments/${id}`],
      ['DELETE', `/api/assignments/${id}`],
      ['GET', '/api/employee/dashboard'],
    ] as const;

  it('when nobody is signed in, then every route answers 401 and nothing changes', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    const before = await assignmentCount(t.db);
    for (const [method, url] of routes(id)) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { status: 'completed' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    expect(await assignmentCount(t.db)).toBe(before);
    expect((await storedAssignment(t.db, id))?.status).toBe('pending');
  });

  it('when a customer calls, then every route answers 403 and nothing changes', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    const before = await assignmentCount(t.db);
    for (const [method, url] of routes(id)) {
      const payload = method === 'POST' ? newAssignmentBody(ids.employee1, ids.branches[0]!) : { status: 'completed' };
      const response = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : payload,
        customer.headers,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await assignmentCount(t.db)).toBe(before);
    expect((await storedAssignment(t.db, id))?.status).toBe('pending');
  });

  it('when an employee calls the admin routes (list, create, delete), then 403', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    expect((await call('GET', '/api/assignments', undefined, employee.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/assignments', newAssignmentBody(ids.employee1, ids.branches[0]!), employee.headers))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/assignments/${id}`, undefined, employee.headers)).statusCode).toBe(403);
    expect(await storedAssignment(t.db, id)).toBeDefined();
  });
});

describe('documentation', () => {
  it('when the OpenAPI document is built, then it lists the assignment and dashboard routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/assignments',
        '/api/assignments/my-assignments',
        '/api/assignments/{id}',
        '/api/employee/dashboard',
      ]),
    );
    expect(Object.keys(paths['/api/assignments/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
