import { countReference, statementFormat, type AnnounceEvent } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Awaiting = Extract<AnnounceEvent, { kind: 'count_awaiting_approval' }>;

type Words = {
  subject: (reference: string) => string;
  title: string;
  submitted: (reference: string, branch: string, lines: number, value: string) => string;
  allExpected: (reference: string, branch: string) => string;
  needsAdmin: string;
  review: string;
  bell: (reference: string, branch: string, lines: number) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (reference) => `Stock count ${reference} waits for your approval`,
    title: 'Count awaiting approval',
    submitted: (reference, branch, lines, value) =>
      `The stock count ${reference} at ${branch} was submitted with ${lines} line(s) off, ${value} in total.`,
    allExpected: (reference, branch) =>
      `The stock count ${reference} at ${branch} was submitted with every line as expected.`,
    needsAdmin: 'Its variance is over the threshold, so an admin accepts it.',
    review: 'Review it and accept it, or send lines back for a recount, under Stock counts.',
    bell: (reference, branch, lines) => `${reference} at ${branch}: ${lines} line(s) off`,
  },
  es: {
    subject: (reference) => `El recuento ${reference} espera su aprobación`,
    title: 'Recuento pendiente de aprobación',
    submitted: (reference, branch, lines, value) =>
      `El recuento ${reference} de ${branch} se ha enviado con ${lines} línea(s) con diferencias, ${value} en total.`,
    allExpected: (reference, branch) =>
      `El recuento ${reference} de ${branch} se ha enviado con todas las líneas como se esperaba.`,
    needsAdmin: 'Su diferencia supera el umbral, así que la acepta un administrador.',
    review: 'Revíselo y acéptelo, o devuelva líneas para un nuevo recuento, en Recuentos de stock.',
    bell: (reference, branch, lines) => `${reference} en ${branch}: ${lines} línea(s) con diferencias`,
  },
  fr: {
    subject: (reference) => `L'inventaire ${reference} attend votre validation`,
    title: 'Inventaire à valider',
    submitted: (reference, branch, lines, value) =>
      `L'inventaire ${reference} de ${branch} a été soumis avec ${lines} ligne(s) en écart, ${value} au total.`,
    allExpected: (reference, branch) => `L'inventaire ${reference} de ${branch} a été soumis sans aucun écart.`,
    needsAdmin: "Son écart dépasse le seuil : c'est un administrateur qui le valide.",
    review: 'Examinez-le et validez-le, ou renvoyez des lignes en recomptage, dans Inventaires.',
    bell: (reference, branch, lines) => `${reference} à ${branch} : ${lines} ligne(s) en écart`,
  },
  de: {
    subject: (reference) => `Die Inventur ${reference} wartet auf Ihre Freigabe`,
    title: 'Inventur wartet auf Freigabe',
    submitted: (reference, branch, lines, value) =>
      `Die Inventur ${reference} in ${branch} wurde mit ${lines} abweichenden Zeile(n) eingereicht, insgesamt ${value}.`,
    allExpected: (reference, branch) => `Die Inventur ${reference} in ${branch} wurde ohne Abweichung eingereicht.`,
    needsAdmin: 'Die Abweichung liegt über dem Schwellenwert, daher gibt ein Administrator sie frei.',
    review: 'Prüfen und freigeben oder Zeilen zur Nachzählung zurückgeben: unter Inventuren.',
    bell: (reference, branch, lines) => `${reference} in ${branch}: ${lines} abweichende Zeile(n)`,
  },
};

/** The count's own page, in the reader's area (admins and employees each have one). */
const countPath = (role: string | null, countId: number) =>
  `/${role === 'admin' ? 'admin' : 'employee'}/counts/${countId}`;

function awaitingIn(language: Language) {
  return (event: Awaiting, format: Formatter): MessageContent => {
    const words = WORDS[language];
    const reference = countReference(event.countId);
    const value = statementFormat(language, event.currency).money(event.varianceValue);
    const first =
      event.linesWithVariance === 0
        ? words.allExpected(reference, event.branchName)
        : words.submitted(reference, event.branchName, event.linesWithVariance, value);
    const paragraphs = [first, ...(event.needsAdmin ? [words.needsAdmin] : []), words.review];
    return {
      subject: words.subject(reference),
      paragraphs,
      short: first,
      bell: {
        title: words.title,
        message: words.bell(reference, event.branchName, event.linesWithVariance),
        link: countPath(format.role, event.countId),
      },
    };
  };
}

export const countAwaitingApproval: Template<Awaiting> = {
  en: awaitingIn('en'),
  es: awaitingIn('es'),
  fr: awaitingIn('fr'),
  de: awaitingIn('de'),
};
