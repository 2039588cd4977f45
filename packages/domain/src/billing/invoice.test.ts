import { describe, expect, it } from 'vitest';
import { invoiceLines, invoiceTotals } from './invoice.js';
import { INVOICE_LABELS, invoiceTotalLabel } from './invoice-text.js';
import { minorToDecimal, minorToMajor } from './money.js';
import { STATEMENT_LOCALES, statementFormat, type StatementLanguage } from './statement-text.js';

const LANGUAGES = Object.keys(STATEMENT_LOCALES) as StatementLanguage[];

describe('no negative zero', () => {
  it('when zero or negative zero is formatted, then no language prints "-0.00" or "-0,00 €"', () => {
    for (const language of LANGUAGES) {
      for (const currency of ['EUR', 'USD', 'CHF']) {
        const { money } = statementFormat(language, currency);
        for (const zero of [0, -0, -1 * 0, 0 * -5]) expect(money(zero)).not.toMatch(/^[-−]|[-−]\s*0/);
      }
    }
    expect(statementFormat('de', 'EUR').money(-0)).toBe('0,00\u00a0€');
    expect(statementFormat('en', 'USD').money(-0)).toBe('$0.00');
    expect(minorToDecimal(-0)).toBe('0.00');
    expect(Object.is(minorToMajor(-0), 0)).toBe(true);
  });

  it('when a statement received no payments, then its payments total reads 0, not -0', () => {
    const totals = invoiceTotals({
      subtotal: 0,
      tax: 0,
      charges: 0,
      previous_balance: 0,
      payments: 0,
      new_balance: 0,
    });
    const format = statementFormat('de', 'EUR');
    for (const total of totals) expect(format.money(total.amount)).toBe('0,00\u00a0€');
    for (const total of totals) expect(minorToDecimal(total.amount)).toBe('0.00');
  });

  it('when a real amount is negative, then it keeps its sign', () => {
    expect(statementFormat('en', 'USD').money(-5)).toBe('-$0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
  });
});

describe('invoice lines and totals', () => {
  it('when a line carries its tax, then its gross is net plus tax', () => {
    expect(invoiceLines([{ kind: 'rent', description: 'Rent', amount: 10_000, tax: 1_900 }])).toEqual([
      { kind: 'rent', description: 'Rent', net: 10_000, tax: 1_900, gross: 11_900 },
    ]);
  });

  it('when an old statement has a separate tax line, then it shows as tax with no net', () => {
    expect(invoiceLines([{ kind: 'tax', description: 'Tax', amount: 900, tax: 0 }])).toEqual([
      { kind: 'tax', description: 'Tax', net: null, tax: 900, gross: 900 },
    ]);
  });

  it('when the tax total is labelled, then it names the rate in the language (8.875 % kept)', () => {
    expect(invoiceTotalLabel('tax', 'de', statementFormat('de', 'EUR').percent(1_900))).toBe('MwSt. 19\u00a0%');
    expect(invoiceTotalLabel('tax', 'en', statementFormat('en', 'USD').percent(887.5))).toBe('Tax 8.875%');
    for (const language of LANGUAGES) expect(INVOICE_LABELS[language].paymentInstructions).not.toBe('');
  });
});
