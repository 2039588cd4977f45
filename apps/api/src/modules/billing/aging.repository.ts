import { AGING_BUCKETS, AGING_LIMITS, emptyAgedBalance, type AgedBalance, type AgingBucket } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export type OwingCustomer = {
  customerId: number;
  customerName: string;
  balance: number;
  /** Newest first, only as far back as the balance reaches (what aging and reminders need). */
  dues: { id: number; number: number; dueDate: string; charges: number }[];
};

/**
 * Every customer who owes something, with the statements their balance is attributed to, in one
 * query: payments settle the oldest charges first, so a balance sits on the newest statements; each
 * customer's statements are read back from the newest while what they added has not yet covered the
 * balance (all of them when it never does). Aged balances and overdue reminders both read it.
 */
export async function owingCustomersWithDues(db: Executor): Promise<OwingCustomer[]> {
  const result = await db.execute(sql`
    select a.customer_id, a.balance, u.first_name || ' ' || u.last_name as customer_name,
           s.id, s.number, s.due_date::text as due_date, s.charges
    from billing_accounts a
    join users u on u.id = a.customer_id
    left join lateral (
      select id, number, due_date, charges, period,
             coalesce(sum(greatest(charges, 0)) over (order by period desc rows between unbounded preceding and 1 preceding), 0) as covered
      from billing_statements where customer_id = a.customer_id
    ) s on s.covered < a.balance
    where a.balance > 0
    order by a.balance desc, a.customer_id, s.period desc`);
  type Row = {
    customer_id: number;
    balance: string;
    customer_name: string;
    id: number | null;
    number: string | null;
    due_date: string | null;
    charges: string | null;
  };
  const customers: OwingCustomer[] = [];
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    let customer = customers.at(-1);
    if (customer?.customerId !== row.customer_id) {
      customer = {
        customerId: row.customer_id,
        customerName: row.customer_name,
        balance: Number(row.balance),
        dues: [],
      };
      customers.push(customer);
    }
    if (row.id !== null)
      customer.dues.push({
        id: row.id,
        number: Number(row.number),
        dueDate: String(row.due_date),
        charges: Number(row.charges),
      });
  }
  return customers;
}

export type AgedCustomer = { customerId: number; customerName: string; balance: number; aged: AgedBalance };

/** A statement's bucket by the days since its due date, from the same limits as agingBucket. */
const bucketOf = (today: string) =>
  sql.join(
    [
      sql`case when due_date is null then 'not_due'`,
      ...AGING_LIMITS.map(([limit, bucket]) => sql`when ${today}::date - due_date <= ${limit} then ${bucket}`),
      sql`else 'days_over_90' end`,
    ],
    sql` `,
  );

/**
 * Aged balances summed in the database (agedBalance's rule, in SQL: each owing customer's balance
 * attributed to their statements from the newest back, each up to what it added, what is left to the
 * oldest), so only the largest `limit` customers and one set of totals leave it, not every
 * statement of every owing customer. aging.repository.test.ts holds it to agedBalance.
 */
export async function agedBalances(
  db: Executor,
  today: string,
  limit: number,
): Promise<{ totals: AgedBalance; customers: AgedCustomer[] }> {
  const sums = AGING_BUCKETS.map(
    (bucket) => sql`coalesce(sum(amount) filter (where bucket = ${bucket}), 0)::bigint as ${sql.identifier(bucket)}`,
  );
  const totals = AGING_BUCKETS.map(
    (bucket) => sql`sum(${sql.identifier(bucket)}) over ()::bigint as ${sql.identifier(`total_${bucket}`)}`,
  );
  const result = await db.execute(sql`
    with owing as (
      select a.customer_id, a.balance from billing_accounts a where a.balance > 0
    ), parts as (
      select o.customer_id, o.balance, s.due_date, s.charges,
             coalesce(sum(greatest(s.charges, 0)) over newer, 0) as covered,
             coalesce(sum(greatest(s.charges, 0)) over (partition by o.customer_id), 0) as added,
             row_number() over (partition by o.customer_id order by s.due_date, s.period) as age_rank
      from owing o left join billing_statements s on s.customer_id = o.customer_id
      window newer as (partition by o.customer_id order by s.due_date desc, s.period desc
                       rows between unbounded preceding and 1 preceding)
    ), attributed as (
      select customer_id, ${bucketOf(today)} as bucket,
             case when charges > 0 then least(charges, greatest(balance - covered, 0)) else 0 end
               + case when age_rank = 1 then greatest(balance - added, 0) else 0 end as amount
      from parts
    ), aged as (
      select customer_id, ${sql.join(sums, sql`, `)} from attributed group by customer_id
    )
    select aged.*, a.balance, u.first_name || ' ' || u.last_name as customer_name, ${sql.join(totals, sql`, `)}
    from aged join billing_accounts a using (customer_id) join users u on u.id = aged.customer_id
    order by a.balance desc, aged.customer_id
    limit ${limit}`);
  type Row = Record<AgingBucket | `total_${AgingBucket}`, string> & {
    customer_id: number;
    balance: string;
    customer_name: string;
  };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const pick = (row: Row, prefix: '' | 'total_') =>
    Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, Number(row[`${prefix}${bucket}`] ?? 0)])) as AgedBalance;
  return {
    totals: rows[0] ? pick(rows[0], 'total_') : emptyAgedBalance(),
    customers: rows.map((row) => ({
      customerId: row.customer_id,
      customerName: row.customer_name,
      balance: Number(row.balance),
      aged: pick(row, ''),
    })),
  };
}
