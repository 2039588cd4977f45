import { CONTACT_INBOX_PATH, type AnnounceEvent } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Contact = Extract<AnnounceEvent, { kind: 'contact_received' }>;
type Digest = Extract<AnnounceEvent, { kind: 'daily_digest' }>;

const CONTACT_WORDS: Record<Language, { subject: string; intro: string; title: string; from: string; topic: string }> =
  {
    en: {
      subject: 'New contact message',
      intro: 'A visitor sent a message through the contact form:',
      title: 'New contact message',
      from: 'From',
      topic: 'Subject',
    },
    es: {
      subject: 'Nuevo mensaje de contacto',
      intro: 'Un visitante ha enviado un mensaje a través del formulario de contacto:',
      title: 'Nuevo mensaje de contacto',
      from: 'De',
      topic: 'Asunto',
    },
    fr: {
      subject: 'Nouveau message de contact',
      intro: 'Un visiteur a envoyé un message via le formulaire de contact :',
      title: 'Nouveau message de contact',
      from: 'De',
      topic: 'Objet',
    },
    de: {
      subject: 'Neue Kontaktnachricht',
      intro: 'Über das Kontaktformular ist eine Nachricht eingegangen:',
      title: 'Neue Kontaktnachricht',
      from: 'Von',
      topic: 'Betreff',
    },
  };

function contactIn(language: Language) {
  return (c: Contact): MessageContent => {
    const words = CONTACT_WORDS[language];
    return {
      subject: `${words.subject}: ${c.subject}`,
      paragraphs: [words.intro, ...c.message.split(/\r?\n/).filter((line) => line.trim() !== '')],
      details: [
        [words.from, `${c.name} <${c.email}>`],
        [words.topic, c.subject],
      ],
      short: `${words.subject}: ${c.name}: ${c.subject}`,
      bell: { title: words.title, message: `${c.name}: ${c.subject}`, link: CONTACT_INBOX_PATH },
    };
  };
}

export const contactReceived: Template<Contact> = {
  en: contactIn('en'),
  es: contactIn('es'),
  fr: contactIn('fr'),
  de: contactIn('de'),
};

const DIGEST_WORDS: Record<
  Language,
  {
    subject: (date: string) => string;
    summary: (low: number, expiring: number) => string;
    lowLine: (name: string, sku: string, quantity: string, threshold: string, branch: string | null) => string;
    expiringLine: (name: string, sku: string, date: string, branch: string | null) => string;
    nothing: string;
    title: string;
  }
> = {
  en: {
    subject: (date) => `Daily stock digest for ${date}`,
    summary: (low, expiring) =>
      `${low} item(s) at or below their low-stock threshold, ${expiring} item(s) expiring soon.`,
    lowLine: (name, sku, q, t, branch) =>
      `Low stock: ${name} (${sku}) ${q} left, threshold ${t}${branch ? `, ${branch}` : ''}`,
    expiringLine: (name, sku, date, branch) => `Expires ${date}: ${name} (${sku})${branch ? `, ${branch}` : ''}`,
    nothing: 'Nothing needs attention today.',
    title: 'Daily stock digest',
  },
  es: {
    subject: (date) => `Resumen diario de existencias del ${date}`,
    summary: (low, expiring) =>
      `${low} artículo(s) en el umbral de existencias bajas o por debajo, ${expiring} artículo(s) próximos a caducar.`,
    lowLine: (name, sku, q, t, branch) =>
      `Existencias bajas: ${name} (${sku}) quedan ${q}, umbral ${t}${branch ? `, ${branch}` : ''}`,
    expiringLine: (name, sku, date, branch) => `Caduca el ${date}: ${name} (${sku})${branch ? `, ${branch}` : ''}`,
    nothing: 'Hoy no hay nada que requiera atención.',
    title: 'Resumen diario de existencias',
  },
  fr: {
    subject: (date) => `Récapitulatif quotidien du stock du ${date}`,
    summary: (low, expiring) =>
      `${low} article(s) au seuil de stock bas ou en dessous, ${expiring} article(s) bientôt périmé(s).`,
    lowLine: (name, sku, q, t, branch) =>
      `Stock bas : ${name} (${sku}) ${q} restant(s), seuil ${t}${branch ? `, ${branch}` : ''}`,
    expiringLine: (name, sku, date, branch) => `Expire le ${date} : ${name} (${sku})${branch ? `, ${branch}` : ''}`,
    nothing: "Rien ne demande votre attention aujourd'hui.",
    title: 'Récapitulatif quotidien du stock',
  },
  de: {
    subject: (date) => `Täglicher Bestandsbericht vom ${date}`,
    summary: (low, expiring) => `${low} Artikel auf oder unter dem Mindestbestand, ${expiring} Artikel laufen bald ab.`,
    lowLine: (name, sku, q, t, branch) =>
      `Niedriger Bestand: ${name} (${sku}) noch ${q}, Mindestbestand ${t}${branch ? `, ${branch}` : ''}`,
    expiringLine: (name, sku, date, branch) => `Läuft am ${date} ab: ${name} (${sku})${branch ? `, ${branch}` : ''}`,
    nothing: 'Heute gibt es nichts zu beachten.',
    title: 'Täglicher Bestandsbericht',
  },
};

function digestIn(language: Language) {
  return (d: Digest, f: Formatter): MessageContent => {
    const words = DIGEST_WORDS[language];
    const summary =
      d.lowStock.length + d.expiring.length === 0 ? words.nothing : words.summary(d.lowStock.length, d.expiring.length);
    return {
      subject: words.subject(f.date(d.date)),
      paragraphs: [summary],
      items: [
        ...d.lowStock.map((i) => words.lowLine(i.name, i.sku, f.number(i.quantity), f.number(i.threshold), i.branch)),
        ...d.expiring.map((i) => words.expiringLine(i.name, i.sku, f.date(i.expires_on), i.branch)),
      ],
      short: `${words.title}: ${summary}`,
      // Employees get the digest too, and read goods on their own screen.
      bell: { title: words.title, message: summary, link: f.role === 'employee' ? '/employee/goods' : '/admin/goods' },
    };
  };
}

export const dailyDigest: Template<Digest> = {
  en: digestIn('en'),
  es: digestIn('es'),
  fr: digestIn('fr'),
  de: digestIn('de'),
};
