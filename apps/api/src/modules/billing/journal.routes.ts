import {
  parsePeriod,
  paymentPostings,
  periodEnd,
  periodField,
  periodStart,
  statementPostings,
  type JournalPosting,
  type LineKind,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { attachment } from '../../lib/download-headers.js';
import { ADMIN } from '../../plugins/auth.js';
import { JOURNAL_EXPORT_HEADER, journalExportLine } from './billing-csv.js';
import { periodPayments, periodStatements } from './journal.repository.js';

const PAGE = 500;

/** Every posting of a period: its statements (dated their issue date) and the payments and refunds dated in it. */
async function periodPostings(db: Db, key: string): Promise<JournalPosting[]> {
  const period = parsePeriod(key)!;
  const postings: JournalPosting[] = [];
  for (let after = 0; ;) {
    const page = await periodStatements(db, key, after, PAGE);
    for (const statement of page)
      postings.push(
        ...statementPostings({
          ...statement,
          lines: statement.lines.map((line) => ({ kind: line.kind as LineKind, amount: line.amount, tax: line.tax })),
        }),
      );
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  for (let after = 0; ;) {
    const page = await periodPayments(db, periodStart(period), periodEnd(period), after, PAGE);
    for (const payment of page) postings.push(...paymentPostings(payment));
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  // Stable: postings of one day keep their statement/payment order, each debit before its credit.
  return postings.sort((a, b) => a.date.localeCompare(b.date));
}

/** The accounting journal of a period as CSV (admins): its debits equal its credits. */
export const journalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/billing/export/journal',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Export the journal of a period as CSV',
        tags: ['billing'],
        description:
          'One row per posting (date, account, debit, credit, reference, customer): the statements of the ' +
          'period (receivables against revenue per kind of line and tax payable; credit lines reversed) and the ' +
          'payments (cash against receivables) and refunds (reversed) dated in it. Debits equal credits.',
        querystring: z.object({ period: periodField }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const postings = await periodPostings(db, request.query.period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`journal-${request.query.period}.csv`))
        .header('cache-control', 'no-store')
        .send(JOURNAL_EXPORT_HEADER + postings.map(journalExportLine).join(''));
    },
  );
};
