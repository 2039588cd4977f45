import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '../account/preference-options.js';
import { STATEMENT_LABELS, statementFormat, statementLineText } from './statement-text.js';

describe('statement words in the customer’s language', () => {
  it('when money, a date and a period are formatted in German, then they follow the German locale', () => {
    const de = statementFormat('de', 'EUR');
    expect(de.money(123_456)).toBe('1.234,56\u00a0€');
    expect(de.date('2026-09-30')).toBe('30. September 2026');
    expect(de.period('2026-09')).toBe('September 2026');
    const en = statementFormat('en', 'USD');
    expect(en.money(-500)).toBe('-$5.00');
    expect(en.date('2026-09-30')).toBe('September 30, 2026');
  });

  it('when a rent line is rendered, then each language names the agreement, branch, units and days', () => {
    const line = {
      kind: 'rent' as const,
      description: 'stored English',
      facts: { agreement_id: 7, branch: 'Harbor Hub', volume: 100, days: 15 },
    };
    expect(statementLineText(line, 'en', statementFormat('en', 'USD'))).toBe('Rent #7: Harbor Hub, 100 units, 15 days');
    expect(statementLineText(line, 'de', statementFormat('de', 'USD'))).toBe(
      'Miete Nr. 7: Harbor Hub, 100 Einheiten, 15 Tage',
    );
    expect(statementLineText({ ...line, facts: { ...line.facts, days: 1 } }, 'fr', statementFormat('fr', 'USD'))).toBe(
      'Loyer n° 7 : Harbor Hub, 100 unités, 1 jour',
    );
  });

  it('when a charge, a fee or tax is rendered, then the kind is translated and the reason kept as entered', () => {
    const es = statementFormat('es', 'USD');
    expect(
      statementLineText(
        { kind: 'late_fee', description: '', facts: { charge_date: '2026-07-05', reason: 'Pago tardío' } },
        'es',
        es,
      ),
    ).toBe('Recargo por demora (5 de julio de 2026): Pago tardío');
    expect(
      statementLineText(
        { kind: 'packing', description: '', facts: { agreement_id: 3, charge_date: '2026-07-01' } },
        'de',
        statementFormat('de', 'USD'),
      ),
    ).toBe('Verpackung (1. Juli 2026), Vertrag Nr. 3');
    expect(statementLineText({ kind: 'tax', description: 'Tax', facts: {} }, 'fr', es)).toBe('Taxe');
  });

  it('when a line was issued without facts, then its stored description is kept', () => {
    expect(
      statementLineText({ kind: 'rent', description: 'Rent #1: old', facts: null }, 'de', statementFormat('de', 'USD')),
    ).toBe('Rent #1: old');
  });

  it('when any language is asked for, then every label and line kind has words', () => {
    for (const language of LANGUAGE_OPTIONS) {
      const labels = STATEMENT_LABELS[language];
      expect(Object.values(labels.kinds).every((word) => word.length > 0)).toBe(true);
      expect(labels.csvHead).toHaveLength(6);
    }
  });
});
