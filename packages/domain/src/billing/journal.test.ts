import { describe, expect, it } from 'vitest';
import { journalTotals, paymentPostings, statementPostings } from './journal.js';

const party = { customerId: 7, customerName: 'Ada Lovelace' };

describe('journal postings', () => {
  it('when a statement has rent, a credit and tax, then receivables take the net and each account its side', () => {
    const postings = statementPostings({
      ...party,
      number: 12,
      issueDate: '2026-04-01',
      lines: [
        { kind: 'rent', amount: 10_000, tax: 0 },
        { kind: 'credit', amount: -1_500, tax: 0 },
        { kind: 'tax', amount: 680, tax: 0 },
        { kind: 'charge', amount: 0, tax: 0 },
      ],
    });
    expect(postings.map((p) => [p.account, p.debit, p.credit])).toEqual([
      ['1100 Accounts receivable', 10_000, 0],
      ['4000 Storage rent', 0, 10_000],
      ['4900 Credits and allowances', 1_500, 0],
      ['1100 Accounts receivable', 0, 1_500],
      ['1100 Accounts receivable', 680, 0],
      ['2200 Tax payable', 0, 680],
    ]);
    expect(postings.every((p) => p.reference === 'Statement 12' && p.date === '2026-04-01')).toBe(true);
    expect(journalTotals(postings)).toEqual({ debit: 12_180, credit: 12_180 });
  });

  it('when lines carry their own tax, then each net goes to its revenue account and each tax to tax payable', () => {
    const postings = statementPostings({
      ...party,
      number: 13,
      issueDate: '2026-05-01',
      lines: [
        { kind: 'rent', amount: 10_000, tax: 1_900 },
        { kind: 'credit', amount: -1_000, tax: -190 },
      ],
    });
    expect(postings.map((p) => [p.account, p.debit, p.credit])).toEqual([
      ['1100 Accounts receivable', 10_000, 0],
      ['4000 Storage rent', 0, 10_000],
      ['1100 Accounts receivable', 1_900, 0],
      ['2200 Tax payable', 0, 1_900],
      ['4900 Credits and allowances', 1_000, 0],
      ['1100 Accounts receivable', 0, 1_000],
      ['2200 Tax payable', 190, 0],
      ['1100 Accounts receivable', 0, 190],
    ]);
    expect(journalTotals(postings)).toEqual({ debit: 13_090, credit: 13_090 });
  });

  it('when a payment and a refund are posted, then cash and receivables move in opposite directions', () => {
    const paid = paymentPostings({
      ...party,
      id: 3,
      paidOn: '2026-04-05',
      amount: 5_000,
      direction: 'payment',
      reference: 'TX-1',
    });
    const refunded = paymentPostings({
      ...party,
      id: 4,
      paidOn: '2026-04-06',
      amount: -1_000,
      direction: 'refund',
      reference: '',
    });
    expect(paid.map((p) => [p.account, p.debit, p.credit, p.reference])).toEqual([
      ['1000 Cash', 5_000, 0, 'Payment 3 (TX-1)'],
      ['1100 Accounts receivable', 0, 5_000, 'Payment 3 (TX-1)'],
    ]);
    expect(refunded.map((p) => [p.account, p.debit, p.credit, p.reference])).toEqual([
      ['1100 Accounts receivable', 1_000, 0, 'Refund 4'],
      ['1000 Cash', 0, 1_000, 'Refund 4'],
    ]);
  });
});
