import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { idDoc, registerCustomer, submit, validApplication } from '../modules/applications/applications.fixtures.js';
import { branchIds, newAssignmentBody } from '../modules/assignments/assignments.fixtures.js';
import { firstBranchIds, newUserBody } from '../modules/users/users.fixtures.js';

/**
 * Issue 39 item 9: a create answers the new record's version as ETag, as a read does, so the
 * client's next write (If-Match) needs no second request.
 */
describe('creates answer an ETag', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  it('when a branch, user, assignment, item, stored lot or application is created, then 201 with ETag "<version>"', async () => {
    const [branch] = await firstBranchIds(t.db, 1);
    const employee = (await signIn(t.app, DEMO.employee)).user.id;
    const [assignmentBranch] = await branchIds(t.db);
    const post = (url: string, payload: object, headers = admin) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const created = [
      await post('/api/branches', { name: 'Etag Yard', location: '1 Etag Road', capacity: 100 }),
      await post('/api/users', newUserBody(branch!)),
      await post('/api/assignments', newAssignmentBody(employee, assignmentBranch!, { task: 'Etag task' })),
      await post('/api/goods', {
        name: 'Etag lamp',
        category: 'Electronics',
        quantity: 1,
        price_per_unit: 5,
        branch_id: branch,
      }),
      await post('/api/goods/my-goods', { name: 'Etag chest', category: 'Furniture', value: 10 }, customer.headers),
      await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() }),
    ];
    for (const response of created) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers.etag, response.body).toBe(`"${response.json().version}"`);
    }
  });
});
