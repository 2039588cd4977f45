import { statementFormat, type AnnounceEvent } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Issued = Extract<AnnounceEvent, { kind: 'statement_issued' }>;
type Overdue = Extract<AnnounceEvent, { kind: 'billing_overdue' }>;

const link = '/customer/billing';
/** Minor units in the reader's locale and the site's currency (the statement's own formatting). */
const money = (language: Language, minor: number, currency: string) => statementFormat(language, currency).money(minor);

type Words = {
  subject: (number: number, period: string) => string;
  issued: (period: string, balance: string, due: string) => string;
  credit: (period: string, balance: string) => string;
  title: string;
  labels: [string, string, string, string];
  /** The period's total (with tax) and the payment instructions' heading. */
  total: string;
  howToPay: string;
  overdueSubject: string;
  overdue: (overdue: string, balance: string) => string;
  overdueTitle: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (n, p) => `Your statement #${n} for ${p}`,
    issued: (p, b, d) => `Your statement for ${p} is ready. The balance of ${b} is due on ${d}.`,
    credit: (p, b) => `Your statement for ${p} is ready. You have a credit of ${b}; nothing is due.`,
    title: 'New statement',
    labels: ['Statement', 'Period', 'Balance', 'Due date'],
    total: 'Total this period',
    howToPay: 'How to pay',
    overdueSubject: 'Your storage account is overdue',
    overdue: (o, b) => `${o} of your balance of ${b} is past due. Please pay it or contact us.`,
    overdueTitle: 'Payment overdue',
  },
  es: {
    subject: (n, p) => `Su estado de cuenta n.º ${n} de ${p}`,
    issued: (p, b, d) => `Su estado de cuenta de ${p} está listo. El saldo de ${b} vence el ${d}.`,
    credit: (p, b) => `Su estado de cuenta de ${p} está listo. Tiene un crédito de ${b}; no hay nada que pagar.`,
    title: 'Nuevo estado de cuenta',
    labels: ['Estado de cuenta', 'Periodo', 'Saldo', 'Vencimiento'],
    total: 'Total del periodo',
    howToPay: 'Cómo pagar',
    overdueSubject: 'Su cuenta de almacenamiento tiene un pago vencido',
    overdue: (o, b) => `${o} de su saldo de ${b} está vencido. Por favor, páguelo o contáctenos.`,
    overdueTitle: 'Pago vencido',
  },
  fr: {
    subject: (n, p) => `Votre relevé n° ${n} pour ${p}`,
    issued: (p, b, d) => `Votre relevé pour ${p} est disponible. Le solde de ${b} est à régler avant le ${d}.`,
    credit: (p, b) => `Votre relevé pour ${p} est disponible. Vous avez un avoir de ${b} ; rien n’est dû.`,
    title: 'Nouveau relevé',
    labels: ['Relevé', 'Période', 'Solde', 'Échéance'],
    total: 'Total TTC de la période',
    howToPay: 'Comment payer',
    overdueSubject: 'Votre compte de stockage présente un retard de paiement',
    overdue: (o, b) => `${o} de votre solde de ${b} est en retard. Merci de le régler ou de nous contacter.`,
    overdueTitle: 'Paiement en retard',
  },
  de: {
    subject: (n, p) => `Ihre Abrechnung Nr. ${n} für ${p}`,
    issued: (p, b, d) => `Ihre Abrechnung für ${p} liegt vor. Der Saldo von ${b} ist am ${d} fällig.`,
    credit: (p, b) => `Ihre Abrechnung für ${p} liegt vor. Sie haben ein Guthaben von ${b}; nichts ist fällig.`,
    title: 'Neue Abrechnung',
    labels: ['Abrechnung', 'Zeitraum', 'Saldo', 'Fällig am'],
    total: 'Summe brutto dieses Zeitraums',
    howToPay: 'So zahlen Sie',
    overdueSubject: 'Ihr Lagerkonto ist überfällig',
    overdue: (o, b) => `${o} Ihres Saldos von ${b} sind überfällig. Bitte zahlen Sie oder kontaktieren Sie uns.`,
    overdueTitle: 'Zahlung überfällig',
  },
};

function issued(language: Language) {
  const words = WORDS[language];
  return (event: Issued, format: Formatter): MessageContent => {
    const balance = money(language, Math.abs(event.newBalance), event.currency);
    const due = format.date(event.dueDate);
    // The month in the reader's words ("September 2026"), as on the statement itself.
    const period = statementFormat(language, event.currency).period(event.period);
    const line = event.newBalance > 0 ? words.issued(period, balance, due) : words.credit(period, balance);
    const [statementLabel, periodLabel, balanceLabel, dueLabel] = words.labels;
    const details: [string, string][] = [
      [statementLabel, `#${event.number}`],
      [periodLabel, period],
      ...(event.charges === undefined
        ? []
        : [[words.total, money(language, event.charges, event.currency)] as [string, string]]),
      [balanceLabel, money(language, event.newBalance, event.currency)],
      [dueLabel, due],
    ];
    const instructions = event.paymentInstructions?.trim();
    return {
      subject: words.subject(event.number, period),
      // One paragraph per line of the instructions, so an address or an IBAN keeps its lines in HTML too.
      paragraphs: instructions
        ? [line, `${words.howToPay}:`, ...instructions.split(/\r?\n/).filter((part) => part.trim() !== '')]
        : [line],
      details,
      short: line,
      bell: { title: words.title, message: line, link },
    };
  };
}

function overdue(language: Language) {
  const words = WORDS[language];
  return (event: Overdue): MessageContent => {
    const line = words.overdue(
      money(language, event.overdue, event.currency),
      money(language, event.balance, event.currency),
    );
    return {
      subject: words.overdueSubject,
      paragraphs: [line],
      short: line,
      bell: { title: words.overdueTitle, message: line, link },
    };
  };
}

export const statementIssued: Template<Issued> = {
  en: issued('en'),
  es: issued('es'),
  fr: issued('fr'),
  de: issued('de'),
};

export const billingOverdue: Template<Overdue> = {
  en: overdue('en'),
  es: overdue('es'),
  fr: overdue('fr'),
  de: overdue('de'),
};
