import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, registerCustomer, submit, validApplication } from './applications.fixtures.js';

describe('concurrent review decisions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when two reviewers approve and reject one pending application at once, then exactly one wins and the other gets 409', async () => {
    const [admin, employee, customer] = await Promise.all([
      signIn(t.app, DEMO.admin),
      signIn(t.app, DEMO.employee),
      registerCustomer(t.app),
    ]);
    for (let round = 0; round < 5; round += 1) {
      const created = await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() });
      const id = created.json().id as number;
      const placement = await demoPlacement(t.db);
      const decide = (headers: Record<string, string>, status: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/applications/${id}`,
          headers,
          payload: { status, version: 1, ...(status === 'approved' ? placement : {}) },
        });
      const [approve, reject] = await Promise.all([
        decide(admin.headers, 'approved'),
        decide(employee.headers, 'rejected'),
      ]);
      const statuses = [approve.statusCode, reject.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = approve.statusCode === 200 ? 'approved' : 'rejected';
      const [stored] = await t.db.select().from(applications).where(eq(applications.id, id));
      expect(stored?.status).toBe(winner);
      // Both decided on version 1: the loser is told the application changed, and sees the decision.
      const loser = approve.statusCode === 409 ? approve : reject;
      expect(loser.json()).toMatchObject({ code: 'STALE_VERSION', current: { id, status: winner, version: 2 } });
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
      expect(told.filter((n) => n.message.startsWith(`Your storage application #${id} was ${winner}`))).toHaveLength(1);
      expect(told.filter((n) => n.message.startsWith(`Your storage application #${id} `))).toHaveLength(1);
    }
  });
});
