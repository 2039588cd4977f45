import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingPayments, billingStatementLines, billingStatements, users } from '../../db/schema/index.js';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** One page of a period's statements with their lines, by id after `afterId`. */
export async function periodStatements(db: Executor, period: string, afterId: number, limit: number) {
  const statements = await db
    .select({
      id: billingStatements.id,
      number: billingStatements.number,
      issueDate: billingStatements.issueDate,
      customerId: billingStatements.customerId,
      customerName: fullName,
    })
    .from(billingStatements)
    .innerJoin(users, eq(users.id, billingStatements.customerId))
    .where(and(eq(billingStatements.period, period), gt(billingStatements.id, afterId)))
    .orderBy(asc(billingStatements.id))
    .limit(limit);
  const lines =
    statements.length === 0
      ? []
      : await db
          .select({
            statementId: billingStatementLines.statementId,
            kind: billingStatementLines.kind,
            amount: billingStatementLines.amount,
            tax: billingStatementLines.tax,
          })
          .from(billingStatementLines)
          .where(
            inArray(
              billingStatementLines.statementId,
              statements.map((s) => s.id),
            ),
          )
          .orderBy(asc(billingStatementLines.statementId), asc(billingStatementLines.position));
  return statements.map((statement) => ({
    ...statement,
    lines: lines.filter((line) => line.statementId === statement.id),
  }));
}

/** One page of the payments and refunds dated in a period, by id after `afterId`. */
export async function periodPayments(db: Executor, from: string, to: string, afterId: number, limit: number) {
  return db
    .select({
      id: billingPayments.id,
      paidOn: billingPayments.paidOn,
      amount: billingPayments.amount,
      direction: billingPayments.direction,
      reference: billingPayments.reference,
      customerId: billingPayments.customerId,
      customerName: fullName,
    })
    .from(billingPayments)
    .innerJoin(users, eq(users.id, billingPayments.customerId))
    .where(and(between(billingPayments.paidOn, from, to), gt(billingPayments.id, afterId)))
    .orderBy(asc(billingPayments.id))
    .limit(limit);
}
