/**
 * The books at scale (issue 46 item 13): 10,000 customers, each with an active agreement and a year
 * of issued statements (seeded in SQL on the server's own database), then
 * - the statements of the next month for all of them, issued by the daily job's function (every
 *   customer one transaction, with its mail in the outbox), timed whole: budget under 60 s;
 * - aged balances over those 10,000 owing customers, read by 10 clients: budget p95 under 300 ms.
 */
import { parsePeriod } from '@stockyard/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { issueStatements } from '../src/modules/billing/statements.service.js';
import { httpGet, round, runLoad, type LoadResult } from './load.js';

export type BillingBenchResult = {
  customers: number;
  statements_seeded: number;
  seed_ms: number;
  issue_month: string;
  issued: number;
  issue_ms: number;
  aged_balances_10_clients: LoadResult;
};

const CUSTOMERS = 10_000;
/** A year of history: December 2025 to October 2026, then November is issued. */
const FIRST = '2025-12-01';
const HISTORY_MONTHS = 11;
const RUN_PERIOD = '2026-11';
const MONTHLY = 12_000;

async function seed(sqlUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: sqlUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (username, email, password_hash, first_name, last_name, role, address)
       select 'bench_customer_' || n, 'bench' || n || '@example.com', 'not-a-hash', 'Bench', 'Customer ' || n, 'customer', n || ' Bench Road'
       from generate_series(1, $1) n`,
      [CUSTOMERS],
    );
    await client.query(
      `insert into applications (customer_id, full_name, email, phone, item_type, storage_type, status)
       select id, first_name || ' ' || last_name, email, '+12025550100', 'Furniture', 'standard', 'approved'
       from users where username like 'bench_customer_%'`,
    );
    await client.query(
      `insert into storage_agreements (application_id, customer_id, branch_id, volume, start_date, end_date, status,
         storage_type, unit_rate, monthly_rent, monthly_insurance, billed_through)
       select a.id, a.customer_id, (select min(id) from branches), 100, $1::date, '2027-12-31', 'active',
         'standard', 120, $2, 0, ($1::date + interval '${HISTORY_MONTHS} months' - interval '1 day')::date
       from applications a join users u on u.id = a.customer_id where u.username like 'bench_customer_%'`,
      [FIRST, MONTHLY],
    );
    // One statement a month per customer, numbered after the counter; each adds a month's rent.
    const { rows } = await client.query<{ value: string }>(
      `select value from billing_counters where name = 'statement'`,
    );
    const start = Number(rows[0]!.value);
    await client.query(
      `insert into billing_statements (number, customer_id, period, issue_date, due_date, currency, previous_balance,
         subtotal, tax, charges, payments, new_balance)
       select $1 + row_number() over (order by m, s.customer_id), s.customer_id, to_char(d, 'YYYY-MM'),
         (d + interval '1 month')::date, (d + interval '1 month' + interval '14 days')::date, 'USD',
         m * $2, $2, 0, $2, 0, (m + 1) * $2
       from storage_agreements s
       cross join generate_series(0, ${HISTORY_MONTHS - 1}) m
       cross join lateral (select ($3::date + make_interval(months => m))::date d) dd
       where s.customer_id in (select id from users where username like 'bench_customer_%')`,
      [start, MONTHLY, FIRST],
    );
    await client.query(
      `insert into billing_statement_lines (statement_id, position, kind, description, amount, tax, agreement_id)
       select st.id, 1, 'rent', 'Rent', $1, 0, ag.id
       from billing_statements st join storage_agreements ag on ag.customer_id = st.customer_id
       where st.number > $2`,
      [MONTHLY, start],
    );
    const statements = CUSTOMERS * HISTORY_MONTHS;
    await client.query(`update billing_counters set value = $1 where name = 'statement'`, [start + statements]);
    await client.query(
      `insert into billing_accounts (customer_id, balance)
       select id, $1 from users where username like 'bench_customer_%'
       on conflict (customer_id) do update set balance = excluded.balance`,
      [MONTHLY * HISTORY_MONTHS],
    );
    await client.query(
      `insert into billing_runs (period, issued, skipped)
       select to_char($1::date + make_interval(months => m), 'YYYY-MM'), $2, 0 from generate_series(0, ${HISTORY_MONTHS - 1}) m
       on conflict (period) do nothing`,
      [FIRST, CUSTOMERS],
    );
    await client.query('commit');
    await client.query('analyze');
    return statements;
  } finally {
    await client.end();
  }
}

export async function benchBilling(
  base: string,
  headers: Record<string, string>,
  sqlUrl: string,
): Promise<BillingBenchResult> {
  const seedStart = performance.now();
  const statements = await seed(sqlUrl);
  const seedMs = round(performance.now() - seedStart);

  // The run the daily job makes, in this process on the same database (a request would hit the
  // server's 30 s request timeout long before a run of this size should be judged).
  const pool = new pg.Pool({ connectionString: sqlUrl, max: 2 });
  const db = drizzle(pool, { schema });
  const issueStart = performance.now();
  const run = await issueStatements(db as unknown as Db, parsePeriod(RUN_PERIOD)!, '2026-12-01');
  const issueMs = round(performance.now() - issueStart);
  await pool.end();

  const aged = await runLoad(() => httpGet(`${base}/api/billing/aged-balances`, headers), {
    clients: 10,
    seconds: 5,
  });
  return {
    customers: CUSTOMERS,
    statements_seeded: statements,
    seed_ms: seedMs,
    issue_month: RUN_PERIOD,
    issued: run.issued,
    issue_ms: issueMs,
    aged_balances_10_clients: aged,
  };
}
