import {
  BILLING_MESSAGES,
  issueDateOf,
  needsStatement,
  nextPeriod,
  overdueAmount,
  parsePeriod,
  periodDueOn,
  periodEnd,
  periodKey,
  periodsBetween,
  statementFormat,
  statementLineText,
  type AccruedDraft,
  type Currency,
  type Period,
  type RentTiming,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { announce } from '../messages/announce.service.js';
import { chargeLateFee } from './late-fees.service.js';
import {
  addToBalance,
  getBillingSettings,
  lockAccount,
  reserveStatementNumbers,
  type BillingSettingsRecord,
} from './billing.repository.js';
import { owingCustomersWithDues } from './aging.repository.js';
import { draftStatement } from './statement-draft.js';
import { customerLanguage, statementParties } from './statement-parties.js';
import {
  claimOverdueReminder,
  insertStatement,
  lastNewBalance,
  lastRunPeriod,
  recordRun,
  setBilledThrough,
  statementCandidates,
  statementExistsFrom,
} from './statements.repository.js';

/**
 * Customers issued in one transaction: a commit (and its wait for the disk) per hundred statements
 * instead of per statement. The batch holds their accounts until it commits, about a second.
 */
const ISSUE_BATCH = 100;

/** Batches in flight at once: while one writes under the statement counter, the other drafts. */
const ISSUE_LANES = 2;

/**
 * Issues the statements of a period, ISSUE_BATCH customers to a transaction, ISSUE_LANES batches at
 * once: every unbilled day of each agreement up to the period's last day (so days a missed run left
 * behind are caught up, month by month), the open charges, credits and payments. Each customer's
 * account is locked (so a payment recorded meanwhile lands wholly before or after) and the agreements
 * it bills; the run moves their billed-through dates, and each batch takes its statements' numbers
 * from the counter row, so numbers have no gaps. A customer who already has a statement for this
 * period (or a later one, which billed these days already) is skipped: the run can go any number of
 * times, in any number of processes.
 */
export async function issueStatements(db: Db, period: Period, today: string, batchSize = ISSUE_BATCH) {
  const settings = await getBillingSettings(db);
  const timing = settings.rentTiming as RentTiming;
  // A statement is dated the day it is issued, so one caught up late is due its full terms after that.
  const issueDate = today;
  if (today < issueDateOf(period, timing))
    throw new AppError(
      'CONFLICT',
      timing === 'advance' ? BILLING_MESSAGES.periodNotStarted : BILLING_MESSAGES.periodNotOver,
    );
  const key = periodKey(period);
  const horizon = periodEnd(period);
  const run: Run = { settings, key, horizon, issueDate };
  const candidates = await statementCandidates(db, horizon);
  const batches: number[][] = [];
  for (let start = 0; start < candidates.length; start += batchSize)
    batches.push(candidates.slice(start, start + batchSize));
  let issued = 0;
  let next = 0;
  let failure: { error: unknown } | undefined;
  // Each lane takes the next batch when its last one has committed; after a failure none starts
  // another, and the run fails as a whole once both have stopped (the batches before stay issued).
  const lane = async () => {
    for (let batch = batches[next++]; batch && !failure; batch = batches[next++]) {
      try {
        // Awaited first: `issued += await ...` would add to the count read before the other lane's.
        const count = await db.transaction((tx) => issueBatch(tx, batch, run));
        issued += count;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ISSUE_LANES, batches.length) }, lane));
  if (failure) throw failure.error;
  const skipped = candidates.length - issued;
  await recordRun(db, key, issued, skipped);
  return { period: key, issued, skipped };
}

/** What every customer's statement in one run shares. */
type Run = { settings: BillingSettingsRecord; key: string; horizon: string; issueDate: string };

/**
 * One batch in its transaction: first each customer's account is locked (ascending, as the
 * candidates come) and their statement drafted; then the batch takes its block of numbers with one
 * counter update and writes. The counter row is held only while writing, so another lane drafts
 * meanwhile; no transaction holding it waits for an account, so lanes cannot deadlock. Answers how
 * many statements it issued.
 */
async function issueBatch(tx: Executor, customerIds: number[], run: Run): Promise<number> {
  const drafted: Drafted[] = [];
  for (const customerId of customerIds) {
    const one = await draftOne(tx, customerId, run);
    if (one) drafted.push(one);
  }
  if (drafted.length === 0) return 0;
  const first = await reserveStatementNumbers(tx, drafted.length);
  for (const [index, one] of drafted.entries()) await writeOne(tx, one, first + index, run);
  return drafted.length;
}

type Drafted = {
  customerId: number;
  previousBalance: number;
  draft: Awaited<ReturnType<typeof draftStatement>>;
};

/** One customer's account locked and statement drafted; undefined when they get none this period. */
async function draftOne(tx: Executor, customerId: number, run: Run): Promise<Drafted | undefined> {
  const { settings, key, horizon, issueDate } = run;
  await lockAccount(tx, customerId);
  if (await statementExistsFrom(tx, customerId, key)) return undefined;
  const previousBalance = await lastNewBalance(tx, customerId, key);
  const draft = await draftStatement(tx, customerId, horizon, settings, previousBalance, issueDate);
  if (!needsStatement({ previousBalance, lines: draft.lines.length, payments: draft.paid })) return undefined;
  return { customerId, previousBalance, draft };
}

/** Writes one drafted statement under its number: lines, billed-through dates, balance, the mail. */
async function writeOne(tx: Executor, { customerId, previousBalance, draft }: Drafted, number: number, run: Run) {
  const { settings, key, issueDate } = run;
  const { totals } = draft;
  const statement = await insertStatement(
    tx,
    {
      number,
      customerId,
      period: key,
      issueDate,
      dueDate: totals.dueDate,
      currency: settings.currency,
      previousBalance,
      subtotal: totals.subtotal,
      tax: totals.tax,
      charges: totals.charges,
      payments: draft.paid,
      newBalance: totals.newBalance,
      parties: await statementParties(tx, customerId, settings),
    },
    draft.lines.map((final) => ({
      kind: final.kind,
      description: final.description.slice(0, 300),
      amount: final.amount,
      tax: final.tax,
      agreementId: final.agreementId,
      facts: final.facts,
    })),
    draft.chargeIds,
    draft.paymentIds,
  );
  for (const { agreementId, through } of draft.billed) await setBilledThrough(tx, agreementId, through);
  // Payments already lowered the balance when recorded; the statement adds what the period charged.
  await addToBalance(tx, customerId, totals.charges);
  await announce(tx, {
    kind: 'statement_issued',
    customerId,
    statementId: statement.id,
    number,
    period: key,
    newBalance: totals.newBalance,
    currency: settings.currency,
    dueDate: totals.dueDate,
    // The mail is the invoice's cover note: the total and how to pay.
    charges: totals.charges,
    paymentInstructions: settings.paymentInstructions,
  });
}

/** At most this many periods are caught up at once (two years: a server off longer needs an operator). */
export const MAX_CATCH_UP_PERIODS = 24;

/**
 * Issues every period that is due on `today` and has not run yet, oldest first: the scheduler calls
 * it at start-up and daily, so a 1st the server slept through is issued at the next start. Before
 * the first run ever, only the latest due period runs (it bills every unbilled day before it too).
 */
export async function issueDuePeriods(db: Db, today: string) {
  const { rentTiming } = await getBillingSettings(db);
  const due = periodDueOn(today, rentTiming as RentTiming);
  const last = await lastRunPeriod(db);
  const first = last ? nextPeriod(parsePeriod(last) ?? due) : due;
  const periods = periodsBetween(first, due).slice(-MAX_CATCH_UP_PERIODS);
  const results = [];
  for (const period of periods) results.push(await issueStatements(db, period, today));
  return results;
}

/** "This month so far": what the customer's next statement would hold if it were cut today. */
export async function accruedSoFar(db: Db, customerId: number, today: string): Promise<AccruedDraft> {
  const settings = await getBillingSettings(db);
  return db.transaction(async (tx) => {
    const previousBalance = await lastNewBalance(tx, customerId, '9999-12');
    const draft = await draftStatement(tx, customerId, today, settings, previousBalance, today);
    // In the customer's language, as their statements read (whoever looks at it).
    const language = await customerLanguage(tx, customerId);
    const format = statementFormat(language, settings.currency);
    return {
      customer_id: customerId,
      currency: settings.currency as Currency,
      as_of: today,
      previous_balance: previousBalance,
      lines: draft.lines.map((final) => ({
        kind: final.kind,
        description: statementLineText(final, language, format),
        amount: final.amount,
        tax: final.tax,
        agreement_id: final.agreementId,
      })),
      subtotal: draft.totals.subtotal,
      tax: draft.totals.tax,
      charges: draft.totals.charges,
      payments: draft.paid,
      balance: draft.totals.newBalance,
    };
  });
}

/**
 * Tells each customer whose balance is overdue past the grace period, once per statement: the
 * reminder claim, the late fee (if the settings charge one) and the messages commit together.
 */
export async function sendOverdueReminders(db: Db, today: string) {
  const settings = await getBillingSettings(db);
  let sent = 0;
  for (const customer of await owingCustomersWithDues(db)) {
    const { dues } = customer;
    const overdue = overdueAmount(customer.balance, dues, today, settings.graceDays);
    const latest = dues[0];
    if (overdue <= 0 || !latest) continue;
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimOverdueReminder(tx, latest.id))) return false;
      await chargeLateFee(tx, settings, { customerId: customer.customerId, statement: latest, overdue, today });
      await announce(tx, {
        kind: 'billing_overdue',
        customerId: customer.customerId,
        overdue,
        balance: customer.balance,
        currency: settings.currency,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return { sent };
}
