import { addDays, agedBalance, AGING_BUCKETS, emptyAgedBalance } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { agedBalances } from './aging.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator: the same cases on every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('aged balances summed in SQL', () => {
  it('when customers owe over statements of every age, then each customer and the totals match agedBalance', async () => {
    const today = '2026-06-15';
    const next = random(46);
    const expected = new Map<number, ReturnType<typeof agedBalance>>();
    const totals = emptyAgedBalance();
    const { rows } = (await t.db.execute(
      sql`select coalesce(max(number), 0)::int as n from billing_statements`,
    )) as unknown as {
      rows: { n: number }[];
    };
    let number = rows[0]!.n + 1000;
    for (let i = 0; i < 40; i++) {
      const [user] = (
        (await t.db.execute(sql`
          insert into users (username, email, password_hash, first_name, last_name, role)
          values (${`aging_${i}`}, ${`aging${i}@example.com`}, 'x', 'Aging', ${`Customer ${i}`}, 'customer')
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      const customerId = user!.id;
      const statements = [];
      const count = next(6);
      for (let m = 0; m < count; m++) {
        const period = `2025-${String(m + 1).padStart(2, '0')}`;
        // Some statements credit more than they charge, some charge nothing; due dates run from long past to future.
        const charges = next(5) === 0 ? -next(3_000) : next(20_000);
        const dueDate = addDays(today, 30 - next(200));
        statements.push({ dueDate, charges });
        await t.db.execute(sql`
          insert into billing_statements (number, customer_id, period, issue_date, due_date, currency, previous_balance,
            subtotal, tax, charges, payments, new_balance)
          values (${number++}, ${customerId}, ${period}, ${addDays(dueDate, -14)}, ${dueDate}, 'USD', 0, ${charges}, 0,
            ${charges}, 0, ${charges})`);
      }
      // Balances below, at and above what the statements added, and credits (which age nothing).
      const balance = next(4) === 0 ? -next(5_000) : next(60_000) + 1;
      await t.db.execute(sql`insert into billing_accounts (customer_id, balance) values (${customerId}, ${balance})`);
      if (balance <= 0) continue;
      const aged = agedBalance(balance, statements, today);
      expected.set(customerId, aged);
      for (const bucket of AGING_BUCKETS) totals[bucket] += aged[bucket];
    }

    const report = await agedBalances(t.db, today, 1000);
    const ours = report.customers.filter((customer) => expected.has(customer.customerId));
    expect(ours).toHaveLength(expected.size);
    for (const customer of ours)
      expect([customer.customerId, customer.aged]).toEqual([customer.customerId, expected.get(customer.customerId)]);
    // The demo data owes nothing, so the totals are ours alone.
    expect(report.totals).toEqual(totals);
    // The list is the largest balances first, and bounded.
    expect((await agedBalances(t.db, today, 3)).customers.map((customer) => customer.balance)).toEqual(
      ours.map((customer) => customer.balance).slice(0, 3),
    );
  });
});
