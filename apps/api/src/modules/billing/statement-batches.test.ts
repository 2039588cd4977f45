import { parsePeriod } from '@stockyard/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStatements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { addCharge } from './billing.fixtures.js';
import { issueStatements } from './statements.service.js';

/**
 * The monthly run in batches on two lanes (statements.service.ts): with batches of two, seven
 * customers make four batches, two in flight at once. Each customer gets one statement, and the
 * batches' blocks of numbers join without a gap or a repeat, whichever lane took the counter first.
 */
describe('statements issued in batches on two lanes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
  });
  afterAll(async () => t?.close());

  it('when seven customers are issued in batches of two, then each gets one statement and the numbers run on without a gap', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const customerIds: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const customer = await registerCustomer(t.app);
      customerIds.push(customer.user.id);
      await addCharge(t.app, admin.headers, {
        customer_id: customer.user.id,
        amount: 1_000 + index,
        reason: 'Key deposit',
        charge_date: '2025-03-10',
      });
    }

    const run = await issueStatements(t.db, parsePeriod('2025-03')!, '2025-04-01', 2);
    expect(run).toMatchObject({ period: '2025-03', issued: 7 });
    const issued = await t.db
      .select()
      .from(billingStatements)
      .where(inArray(billingStatements.customerId, customerIds));
    expect(issued.map((statement) => statement.customerId).sort((a, b) => a - b)).toEqual(customerIds);
    expect(issued.map((statement) => statement.charges).sort((a, b) => a - b)).toEqual([
      1_000, 1_001, 1_002, 1_003, 1_004, 1_005, 1_006,
    ]);
    // Every statement of the run, these and any other customer's: one unbroken block of numbers.
    const numbers = (await t.db.select({ number: billingStatements.number }).from(billingStatements))
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);

    // Run again: every customer has this period's statement, so nothing more is issued.
    const again = await issueStatements(t.db, parsePeriod('2025-03')!, '2025-04-01', 2);
    expect(again.issued).toBe(0);
  });
});
