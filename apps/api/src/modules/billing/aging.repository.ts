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
