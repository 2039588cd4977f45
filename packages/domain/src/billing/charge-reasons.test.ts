import { describe, expect, it } from 'vitest';
import { CHARGE_REASON_KINDS, chargeReasonText, type ChargeReason } from './charge-reasons.js';
import { statementFormat, statementLineText } from './statement-text.js';

/** One reason of each kind, on dates whose month names differ between English and German. */
const REASONS: Record<ChargeReason['kind'], ChargeReason> = {
  days_not_stored: {
    kind: 'days_not_stored',
    agreement_id: 7,
    from: '2026-03-21',
    to: '2026-03-31',
    cause: 'ended_early',
    last_day: '2026-03-20',
  },
  fee_returned: { kind: 'fee_returned', fee: 'transportation', agreement_id: 7 },
  service_fee: { kind: 'service_fee', fee: 'packing', agreement_id: 7 },
  late_fee: { kind: 'late_fee', statement: 12 },
  rate_correction: {
    kind: 'rate_correction',
    agreement_id: 7,
    from: '2026-05-01',
    to: '2026-05-31',
    old_rate: 120,
    new_rate: 100,
    note: 'Rabatt vergessen',
  },
};

/** The English words of a text (letters only, three or more), which no German rendering may contain. */
const englishWords = (text: string) => new Set(text.match(/\p{L}{3,}/gu) ?? []);

describe('charge reasons kept as facts', () => {
  const en = statementFormat('en', 'EUR');
  const de = statementFormat('de', 'EUR');

  it('when each kind is rendered in German, then no English word of it is left', () => {
    expect(Object.keys(REASONS).sort()).toEqual([...CHARGE_REASON_KINDS].sort());
    for (const reason of Object.values(REASONS)) {
      const german = chargeReasonText(reason, 'de', de);
      const english = chargeReasonText(reason, 'en', en);
      expect(german).not.toBe(english);
      const germanWords = englishWords(german);
      // The admin's note is kept as typed (in German here), in every language alike.
      const typed = reason.kind === 'rate_correction' ? englishWords(reason.note) : new Set<string>();
      const left = [...englishWords(english)].filter((word) => germanWords.has(word) && !typed.has(word));
      expect(left, `${reason.kind}: ${german}`).toEqual([]);
    }
  });

  it('when a credit for days not stored is rendered, then each language names its days and why', () => {
    const reason = REASONS.days_not_stored;
    expect(chargeReasonText(reason, 'en', en)).toBe(
      'Days not stored, March 21, 2026 – March 31, 2026: agreement #7 ended on March 20, 2026',
    );
    expect(chargeReasonText(reason, 'de', de)).toBe(
      'Nicht gelagerte Tage, 21. März 2026 – 31. März 2026: Vertrag Nr. 7 am 20. März 2026 beendet',
    );
    expect(
      chargeReasonText(
        {
          kind: 'days_not_stored',
          agreement_id: 3,
          from: '2026-05-01',
          to: '2026-05-31',
          cause: 'cancelled_before_intake',
        },
        'fr',
        statementFormat('fr', 'EUR'),
      ),
    ).toBe('Jours non stockés, 1 mai 2026 – 31 mai 2026 : contrat n° 3 annulé avant la réception');
  });

  it('when a rate correction is rendered, then the rates are money of the language and the note is kept as typed', () => {
    expect(chargeReasonText(REASONS.rate_correction, 'de', de)).toBe(
      'Satz von Vertrag Nr. 7 von 1,20\u00a0€ auf 1,00\u00a0€ je Einheit und Monat berichtigt, für 1. Mai 2026 – 31. Mai 2026 (Rabatt vergessen)',
    );
  });

  it('when a statement line has a reason as facts, then it is rendered from them; a typed reason is kept', () => {
    const line = (facts: object) => ({ kind: 'late_fee' as const, description: 'stored', facts });
    expect(statementLineText(line({ charge_date: '2026-05-04', reason_code: REASONS.late_fee }), 'de', de)).toBe(
      'Mahngebühr (4. Mai 2026): Abrechnung 12 überfällig',
    );
    expect(statementLineText(line({ reason: 'Late fee: statement 9 overdue' }), 'de', de)).toBe(
      'Mahngebühr: Late fee: statement 9 overdue',
    );
  });
});
