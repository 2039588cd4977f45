import type { LANGUAGE_OPTIONS } from '../account/preference-options.js';
import { chargeReasonText, type ChargeReason } from './charge-reasons.js';
import { minorToMajor } from './money.js';
import type { LineKind } from './statement.js';

/**
 * The words of a statement in the customer's language (issue 38): its line descriptions, the PDF's
 * labels and the CSV's headers, with money and dates in that language's locale. A statement stores
 * its figures and each line's facts once, at issue, and never changes; these words are rendered
 * from them at every read, so the same statement reads in German for a German customer.
 */
export type StatementLanguage = (typeof LANGUAGE_OPTIONS)[number];

/** What a line is about, stored with it at issue (jsonb); each field only where the kind has it. */
export type StatementLineFacts = {
  agreement_id?: number;
  branch?: string;
  volume?: number;
  days?: number;
  /** The first and last day a rent or insurance line covers (within one month). */
  from?: string;
  to?: string;
  charge_date?: string;
  /** A reason a person typed, or one stored in English before reasons were kept as facts: shown as is. */
  reason?: string;
  /** The reason the system gave, as facts rendered in the reader's language. */
  reason_code?: ChargeReason;
};

export const STATEMENT_LOCALES: Record<StatementLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

export type StatementFormat = {
  money: (minor: number) => string;
  /** A `YYYY-MM-DD` date, as the calendar day (no time zone shift). */
  date: (ymd: string) => string;
  /** A `YYYY-MM` period as month and year. */
  period: (key: string) => string;
  /** A rate in basis points as a percentage: 1900 as "19 %" in German, 887.5 digits kept ("8.875%"). */
  percent: (basisPoints: number) => string;
};

/** One set of formatters per language and currency: building Intl formatters is costly, using them is not. */
const formats = new Map<string, StatementFormat>();

export function statementFormat(language: StatementLanguage, currency: string): StatementFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = buildStatementFormat(language, currency)));
  return format;
}

function buildStatementFormat(language: StatementLanguage, currency: string): StatementFormat {
  const locale = STATEMENT_LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return {
    money: (minor) => money.format(minorToMajor(minor)),
    percent: (basisPoints) => percent.format(basisPoints / 10_000),
    date: (ymd) => (Number.isNaN(at(ymd).getTime()) ? ymd : day.format(at(ymd))),
    period: (key) => (Number.isNaN(at(`${key}-01`).getTime()) ? key : month.format(at(`${key}-01`))),
  };
}

type Labels = {
  title: (number: number) => string;
  customer: string;
  period: string;
  issued: string;
  due: string;
  previousBalance: string;
  charges: string;
  payments: string;
  newBalance: string;
  /** CSV columns: the head block, the lines block. */
  csvHead: [string, string, string, string, string, string];
  csvLines: [string, string, string];
  kinds: Record<LineKind, string>;
  rent: (id: number, branch: string, units: number, days: string) => string;
  insurance: (id: number, days: string) => string;
  days: (n: number) => string;
  agreement: (id: number) => string;
};

export const STATEMENT_LABELS: Record<StatementLanguage, Labels> = {
  en: {
    title: (n) => `Statement ${n}`,
    customer: 'Customer',
    period: 'Period',
    issued: 'Issued',
    due: 'Due',
    previousBalance: 'Previous balance',
    charges: 'Charges this period',
    payments: 'Payments received',
    newBalance: 'New balance',
    csvHead: ['Statement', 'Period', 'Issue date', 'Due date', 'Currency', 'Customer'],
    csvLines: ['Kind', 'Description', 'Amount'],
    kinds: {
      rent: 'Rent',
      insurance: 'Insurance',
      packing: 'Packing',
      transportation: 'Transportation',
      charge: 'Charge',
      late_fee: 'Late fee',
      credit: 'Credit',
      tax: 'Tax',
    },
    rent: (id, branch, units, days) => `Rent #${id}: ${branch}, ${units} units, ${days}`,
    insurance: (id, days) => `Insurance #${id}: ${days}`,
    days: (n) => (n === 1 ? '1 day' : `${n} days`),
    agreement: (id) => `agreement #${id}`,
  },
  es: {
    title: (n) => `Estado de cuenta ${n}`,
    customer: 'Cliente',
    period: 'Periodo',
    issued: 'Emitido',
    due: 'Vencimiento',
    previousBalance: 'Saldo anterior',
    charges: 'Cargos del periodo',
    payments: 'Pagos recibidos',
    newBalance: 'Saldo nuevo',
    csvHead: ['Estado de cuenta', 'Periodo', 'Fecha de emisión', 'Vencimiento', 'Moneda', 'Cliente'],
    csvLines: ['Tipo', 'Descripción', 'Importe'],
    kinds: {
      rent: 'Alquiler',
      insurance: 'Seguro',
      packing: 'Embalaje',
      transportation: 'Transporte',
      charge: 'Cargo',
      late_fee: 'Recargo por demora',
      credit: 'Crédito',
      tax: 'Impuesto',
    },
    rent: (id, branch, units, days) => `Alquiler n.º ${id}: ${branch}, ${units} unidades, ${days}`,
    insurance: (id, days) => `Seguro n.º ${id}: ${days}`,
    days: (n) => (n === 1 ? '1 día' : `${n} días`),
    agreement: (id) => `contrato n.º ${id}`,
  },
  fr: {
    title: (n) => `Relevé ${n}`,
    customer: 'Client',
    period: 'Période',
    issued: 'Émis le',
    due: 'Échéance',
    previousBalance: 'Solde précédent',
    charges: 'Frais de la période',
    payments: 'Paiements reçus',
    newBalance: 'Nouveau solde',
    csvHead: ['Relevé', 'Période', 'Date d’émission', 'Échéance', 'Devise', 'Client'],
    csvLines: ['Type', 'Description', 'Montant'],
    kinds: {
      rent: 'Loyer',
      insurance: 'Assurance',
      packing: 'Emballage',
      transportation: 'Transport',
      charge: 'Frais',
      late_fee: 'Pénalité de retard',
      credit: 'Avoir',
      tax: 'Taxe',
    },
    rent: (id, branch, units, days) => `Loyer n° ${id} : ${branch}, ${units} unités, ${days}`,
    insurance: (id, days) => `Assurance n° ${id} : ${days}`,
    days: (n) => (n === 1 ? '1 jour' : `${n} jours`),
    agreement: (id) => `contrat n° ${id}`,
  },
  de: {
    title: (n) => `Abrechnung ${n}`,
    customer: 'Kunde',
    period: 'Zeitraum',
    issued: 'Ausgestellt',
    due: 'Fällig am',
    previousBalance: 'Vorheriger Saldo',
    charges: 'Kosten dieses Zeitraums',
    payments: 'Erhaltene Zahlungen',
    newBalance: 'Neuer Saldo',
    csvHead: ['Abrechnung', 'Zeitraum', 'Ausstellungsdatum', 'Fälligkeitsdatum', 'Währung', 'Kunde'],
    csvLines: ['Art', 'Beschreibung', 'Betrag'],
    kinds: {
      rent: 'Miete',
      insurance: 'Versicherung',
      packing: 'Verpackung',
      transportation: 'Transport',
      charge: 'Gebühr',
      late_fee: 'Mahngebühr',
      credit: 'Gutschrift',
      tax: 'Steuer',
    },
    rent: (id, branch, units, days) => `Miete Nr. ${id}: ${branch}, ${units} Einheiten, ${days}`,
    insurance: (id, days) => `Versicherung Nr. ${id}: ${days}`,
    days: (n) => (n === 1 ? '1 Tag' : `${n} Tage`),
    agreement: (id) => `Vertrag Nr. ${id}`,
  },
};

/**
 * One line's description in a language, from its stored facts. A line issued before facts were
 * stored keeps the description it was issued with.
 */
export function statementLineText(
  line: { kind: LineKind; description: string; facts: StatementLineFacts | null },
  language: StatementLanguage,
  format: StatementFormat,
): string {
  const words = STATEMENT_LABELS[language];
  const facts = line.facts;
  if (!facts) return line.description;
  const id = facts.agreement_id ?? 0;
  const span = facts.from && facts.to ? ` (${format.date(facts.from)} – ${format.date(facts.to)})` : '';
  const days = `${words.days(facts.days ?? 0)}${span}`;
  switch (line.kind) {
    case 'rent':
      return words.rent(id, facts.branch ?? '', facts.volume ?? 0, days);
    case 'insurance':
      return words.insurance(id, days);
    case 'tax':
      return words.kinds.tax;
    case 'packing':
    case 'transportation': {
      // The approval's one-time fees: their reason is the kind and the agreement.
      const when = facts.charge_date ? ` (${format.date(facts.charge_date)})` : '';
      return `${words.kinds[line.kind]}${when}, ${words.agreement(id)}`;
    }
    default: {
      const when = facts.charge_date ? ` (${format.date(facts.charge_date)})` : '';
      const reason = facts.reason_code ? chargeReasonText(facts.reason_code, language, format) : (facts.reason ?? '');
      return `${words.kinds[line.kind]}${when}: ${reason}`;
    }
  }
}
