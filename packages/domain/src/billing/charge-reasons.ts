import type { StatementFormat, StatementLanguage } from './statement-text.js';

/**
 * Why the system added a charge or credit, stored as facts (a kind and its parameters), never as
 * English words: every reader (screen, PDF, CSV) gets them in the statement's language. A reason a
 * person typed (a staff charge, a rate correction's note) is kept as typed beside them.
 */
export type ChargeReason =
  /** Days billed and then not stored: the agreement was cancelled before intake or ended early. */
  | {
      kind: 'days_not_stored';
      agreement_id: number;
      from: string;
      to: string;
      cause: 'cancelled_before_intake' | 'ended_early';
      /** For an early end: the agreement's new last day. */
      last_day?: string;
    }
  /** A one-time fee taken back because the agreement was cancelled before intake. */
  | { kind: 'fee_returned'; fee: 'packing' | 'transportation'; agreement_id: number }
  /** The packing or transportation fee the approval charged. */
  | { kind: 'service_fee'; fee: 'packing' | 'transportation'; agreement_id: number }
  /** One late fee per overdue statement. */
  | { kind: 'late_fee'; statement: number }
  /** The difference for days already billed when an agreement's unit rate is corrected. */
  | {
      kind: 'rate_correction';
      agreement_id: number;
      from: string;
      to: string;
      /** Unit rates per month, minor units. */
      old_rate: number;
      new_rate: number;
      /** The admin's reason for the correction, as typed. */
      note: string;
    };

export type ChargeReasonKind = ChargeReason['kind'];
export const CHARGE_REASON_KINDS = [
  'days_not_stored',
  'fee_returned',
  'service_fee',
  'late_fee',
  'rate_correction',
] as const satisfies readonly ChargeReasonKind[];

type ReasonWords = {
  cancelledBeforeIntake: (agreement: number) => string;
  endedOn: (agreement: number, date: string) => string;
  daysNotStored: (span: string, why: string) => string;
  feeReturned: Record<'packing' | 'transportation', (why: string) => string>;
  serviceFee: Record<'packing' | 'transportation', (agreement: number) => string>;
  lateFee: (statement: number) => string;
  rateCorrection: (agreement: number, span: string, from: string, to: string) => string;
};

export const CHARGE_REASON_WORDS: Record<StatementLanguage, ReasonWords> = {
  en: {
    cancelledBeforeIntake: (id) => `agreement #${id} cancelled before intake`,
    endedOn: (id, date) => `agreement #${id} ended on ${date}`,
    daysNotStored: (span, why) => `Days not stored, ${span}: ${why}`,
    feeReturned: {
      packing: (why) => `Packing fee returned: ${why}`,
      transportation: (why) => `Transportation fee returned: ${why}`,
    },
    serviceFee: {
      packing: (id) => `Packing service, agreement #${id}`,
      transportation: (id) => `Transportation, agreement #${id}`,
    },
    lateFee: (n) => `statement ${n} overdue`,
    rateCorrection: (id, span, from, to) =>
      `Rate of agreement #${id} corrected from ${from} to ${to} per unit a month, for ${span}`,
  },
  es: {
    cancelledBeforeIntake: (id) => `contrato n.º ${id} cancelado antes del ingreso`,
    endedOn: (id, date) => `contrato n.º ${id} finalizado el ${date}`,
    daysNotStored: (span, why) => `Días no almacenados, ${span}: ${why}`,
    feeReturned: {
      packing: (why) => `Devolución del cargo de embalaje: ${why}`,
      transportation: (why) => `Devolución del cargo de transporte: ${why}`,
    },
    serviceFee: {
      packing: (id) => `Servicio de embalaje, contrato n.º ${id}`,
      transportation: (id) => `Transporte, contrato n.º ${id}`,
    },
    lateFee: (n) => `estado de cuenta ${n} vencido`,
    rateCorrection: (id, span, from, to) =>
      `Tarifa del contrato n.º ${id} corregida de ${from} a ${to} por unidad al mes, para ${span}`,
  },
  fr: {
    cancelledBeforeIntake: (id) => `contrat n° ${id} annulé avant la réception`,
    endedOn: (id, date) => `contrat n° ${id} terminé le ${date}`,
    daysNotStored: (span, why) => `Jours non stockés, ${span} : ${why}`,
    feeReturned: {
      packing: (why) => `Frais d’emballage remboursés : ${why}`,
      transportation: (why) => `Frais de transport remboursés : ${why}`,
    },
    serviceFee: {
      packing: (id) => `Service d’emballage, contrat n° ${id}`,
      transportation: (id) => `Transport, contrat n° ${id}`,
    },
    lateFee: (n) => `relevé ${n} en retard`,
    rateCorrection: (id, span, from, to) =>
      `Tarif du contrat n° ${id} corrigé de ${from} à ${to} par unité et par mois, pour ${span}`,
  },
  de: {
    cancelledBeforeIntake: (id) => `Vertrag Nr. ${id} vor der Einlagerung storniert`,
    endedOn: (id, date) => `Vertrag Nr. ${id} am ${date} beendet`,
    daysNotStored: (span, why) => `Nicht gelagerte Tage, ${span}: ${why}`,
    feeReturned: {
      packing: (why) => `Verpackungsgebühr erstattet: ${why}`,
      transportation: (why) => `Transportgebühr erstattet: ${why}`,
    },
    serviceFee: {
      packing: (id) => `Verpackungsservice, Vertrag Nr. ${id}`,
      transportation: (id) => `Transport, Vertrag Nr. ${id}`,
    },
    lateFee: (n) => `Abrechnung ${n} überfällig`,
    rateCorrection: (id, span, from, to) =>
      `Satz von Vertrag Nr. ${id} von ${from} auf ${to} je Einheit und Monat berichtigt, für ${span}`,
  },
};

/** A charge's reason in a language, from its facts. */
export function chargeReasonText(reason: ChargeReason, language: StatementLanguage, format: StatementFormat): string {
  const words = CHARGE_REASON_WORDS[language];
  const span = (from: string, to: string) => `${format.date(from)} – ${format.date(to)}`;
  switch (reason.kind) {
    case 'days_not_stored': {
      const why =
        reason.cause === 'ended_early'
          ? words.endedOn(reason.agreement_id, format.date(reason.last_day ?? reason.from))
          : words.cancelledBeforeIntake(reason.agreement_id);
      return words.daysNotStored(span(reason.from, reason.to), why);
    }
    case 'fee_returned':
      return words.feeReturned[reason.fee](words.cancelledBeforeIntake(reason.agreement_id));
    case 'service_fee':
      return words.serviceFee[reason.fee](reason.agreement_id);
    case 'late_fee':
      return words.lateFee(reason.statement);
    case 'rate_correction': {
      const text = words.rateCorrection(
        reason.agreement_id,
        span(reason.from, reason.to),
        format.money(reason.old_rate),
        format.money(reason.new_rate),
      );
      return reason.note ? `${text} (${reason.note})` : text;
    }
  }
}
