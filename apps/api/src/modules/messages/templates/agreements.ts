import { CUSTOMER_APPLICATIONS_LINK, type AnnounceEvent } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Approved = Extract<AnnounceEvent, { kind: 'storage_approved' }>;

const link = CUSTOMER_APPLICATIONS_LINK;

type Words = {
  subject: (id: number) => string;
  where: (branch: string, location: string, start: string) => string;
  until: (end: string) => string;
  cancel: string;
  labels: [string, string, string, string, string];
  title: string;
  bell: (id: number, branch: string, start: string) => string;
  short: (id: number, branch: string, start: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (id) => `Your storage application #${id} was approved`,
    where: (branch, location, start) =>
      `We have reserved space for your goods at ${branch} (${location}). Please bring them on ${start}; our team there expects you.`,
    until: (end) => `Your storage agreement runs until ${end}.`,
    cancel: 'If your plans change, you can cancel from your dashboard before the goods arrive.',
    labels: ['Branch', 'Address', 'Start date', 'End date', 'Reserved space'],
    title: 'Application approved',
    bell: (id, branch, start) =>
      `Your storage application #${id} was approved: ${branch} expects your goods on ${start}`,
    short: (id, branch, start) => `Storage application #${id} approved: bring your goods to ${branch} on ${start}.`,
  },
  es: {
    subject: (id) => `Su solicitud de almacenamiento n.º ${id} ha sido aprobada`,
    where: (branch, location, start) =>
      `Hemos reservado espacio para sus artículos en ${branch} (${location}). Tráigalos el ${start}; nuestro equipo le espera.`,
    until: (end) => `Su contrato de almacenamiento dura hasta el ${end}.`,
    cancel: 'Si cambian sus planes, puede cancelarlo desde su panel antes de que lleguen los artículos.',
    labels: ['Sucursal', 'Dirección', 'Fecha de inicio', 'Fecha de fin', 'Espacio reservado'],
    title: 'Solicitud aprobada',
    bell: (id, branch, start) =>
      `Su solicitud de almacenamiento n.º ${id} ha sido aprobada: ${branch} espera sus artículos el ${start}`,
    short: (id, branch, start) => `Solicitud n.º ${id} aprobada: lleve sus artículos a ${branch} el ${start}.`,
  },
  fr: {
    subject: (id) => `Votre demande de stockage n° ${id} a été approuvée`,
    where: (branch, location, start) =>
      `Nous avons réservé de l’espace pour vos biens à ${branch} (${location}). Merci de les apporter le ${start} ; notre équipe vous attend.`,
    until: (end) => `Votre contrat de stockage court jusqu’au ${end}.`,
    cancel: 'Si vos projets changent, vous pouvez annuler depuis votre tableau de bord avant l’arrivée des biens.',
    labels: ['Agence', 'Adresse', 'Date de début', 'Date de fin', 'Espace réservé'],
    title: 'Demande approuvée',
    bell: (id, branch, start) =>
      `Votre demande de stockage n° ${id} a été approuvée : ${branch} attend vos biens le ${start}`,
    short: (id, branch, start) => `Demande n° ${id} approuvée : apportez vos biens à ${branch} le ${start}.`,
  },
  de: {
    subject: (id) => `Ihr Einlagerungsantrag Nr. ${id} wurde genehmigt`,
    where: (branch, location, start) =>
      `Wir haben für Ihre Waren Platz in ${branch} (${location}) reserviert. Bitte bringen Sie sie am ${start}; unser Team dort erwartet Sie.`,
    until: (end) => `Ihr Lagervertrag läuft bis zum ${end}.`,
    cancel: 'Wenn sich Ihre Pläne ändern, können Sie vor der Anlieferung in Ihrem Dashboard stornieren.',
    labels: ['Filiale', 'Adresse', 'Beginn', 'Ende', 'Reservierter Platz'],
    title: 'Antrag genehmigt',
    bell: (id, branch, start) =>
      `Ihr Einlagerungsantrag Nr. ${id} wurde genehmigt: ${branch} erwartet Ihre Waren am ${start}`,
    short: (id, branch, start) => `Antrag Nr. ${id} genehmigt: Bitte bringen Sie Ihre Waren am ${start} zu ${branch}.`,
  },
};

function approved(language: Language) {
  const words = WORDS[language];
  return (event: Approved, format: Formatter): MessageContent => {
    const start = format.date(event.startDate);
    const end = format.date(event.endDate);
    const [branch, address, startLabel, endLabel, spaceLabel] = words.labels;
    return {
      subject: words.subject(event.applicationId),
      paragraphs: [words.where(event.branchName, event.branchLocation, start), words.until(end), words.cancel],
      details: [
        [branch, event.branchName],
        [address, event.branchLocation],
        [startLabel, start],
        [endLabel, end],
        [spaceLabel, format.number(event.volume)],
      ],
      short: words.short(event.applicationId, event.branchName, start),
      bell: { title: words.title, message: words.bell(event.applicationId, event.branchName, start), link },
    };
  };
}

export const storageApproved: Template<Approved> = {
  en: approved('en'),
  es: approved('es'),
  fr: approved('fr'),
  de: approved('de'),
};
