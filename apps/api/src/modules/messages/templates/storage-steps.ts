import type { AnnounceEvent, StorageStep } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Step = Extract<AnnounceEvent, { kind: 'storage_step' }>;

const link = '/customer/storage';

/** Per step: the title and one sentence, from the branch and the step's detail. */
type Words = Record<StorageStep, { title: string; line: (branch: string, detail: string) => string }>;

const WORDS: Record<Language, Words> = {
  en: {
    cancelled: {
      title: 'Storage cancelled',
      line: (branch) => `Your storage at ${branch} is cancelled; the space reserved for you is released.`,
    },
    lot_in_transit: {
      title: 'Lot on its way',
      line: (branch, lot) => `"${lot}" has left its place at ${branch} and is on its way to you.`,
    },
    extension_requested: {
      title: 'Extension requested',
      line: (branch, date) =>
        `We have your request to extend your storage at ${branch} to ${date}; we will let you know.`,
    },
    intake_completed: {
      title: 'Goods received',
      line: (branch, n) => `${branch} has received your goods: ${n} lot(s) are now stored.`,
    },
    release_requested: {
      title: 'Release requested',
      line: (branch, date) => `We have your release request: ${branch} prepares your lots for ${date}.`,
    },
    lot_delivered: { title: 'Lot released', line: (branch, lot) => `"${lot}" has left ${branch} and is delivered.` },
    closed: {
      title: 'Storage agreement closed',
      line: (branch) => `All your lots have left ${branch}; your storage agreement is closed.`,
    },
    extension_accepted: {
      title: 'Extension accepted',
      line: (branch, date) => `Your storage at ${branch} now runs until ${date}.`,
    },
    extension_declined: {
      title: 'Extension declined',
      line: (branch, date) => `Your request to extend your storage at ${branch} to ${date} was declined.`,
    },
  },
  es: {
    cancelled: {
      title: 'Almacenamiento cancelado',
      line: (branch) => `Su almacenamiento en ${branch} está cancelado; el espacio reservado queda libre.`,
    },
    lot_in_transit: {
      title: 'Lote en camino',
      line: (branch, lot) => `"${lot}" ha salido de su lugar en ${branch} y va de camino hacia usted.`,
    },
    extension_requested: {
      title: 'Prórroga solicitada',
      line: (branch, date) =>
        `Hemos recibido su solicitud de prorrogar el almacenamiento en ${branch} hasta el ${date}; le avisaremos.`,
    },
    intake_completed: {
      title: 'Artículos recibidos',
      line: (branch, n) => `${branch} ha recibido sus artículos: ${n} lote(s) ya están almacenados.`,
    },
    release_requested: {
      title: 'Retirada solicitada',
      line: (branch, date) => `Hemos recibido su solicitud: ${branch} prepara sus lotes para el ${date}.`,
    },
    lot_delivered: {
      title: 'Lote entregado',
      line: (branch, lot) => `"${lot}" ha salido de ${branch} y se ha entregado.`,
    },
    closed: {
      title: 'Contrato de almacenamiento cerrado',
      line: (branch) => `Todos sus lotes han salido de ${branch}; su contrato de almacenamiento está cerrado.`,
    },
    extension_accepted: {
      title: 'Prórroga aceptada',
      line: (branch, date) => `Su almacenamiento en ${branch} dura ahora hasta el ${date}.`,
    },
    extension_declined: {
      title: 'Prórroga rechazada',
      line: (branch, date) =>
        `Su solicitud de prorrogar el almacenamiento en ${branch} hasta el ${date} fue rechazada.`,
    },
  },
  fr: {
    cancelled: {
      title: 'Stockage annulé',
      line: (branch) => `Votre stockage à ${branch} est annulé ; l’espace réservé pour vous est libéré.`,
    },
    lot_in_transit: {
      title: 'Lot en route',
      line: (branch, lot) => `« ${lot} » a quitté son emplacement à ${branch} et est en route vers vous.`,
    },
    extension_requested: {
      title: 'Prolongation demandée',
      line: (branch, date) =>
        `Nous avons reçu votre demande de prolonger votre stockage à ${branch} jusqu’au ${date} ; nous vous répondrons.`,
    },
    intake_completed: {
      title: 'Biens reçus',
      line: (branch, n) => `${branch} a reçu vos biens : ${n} lot(s) sont maintenant stockés.`,
    },
    release_requested: {
      title: 'Retrait demandé',
      line: (branch, date) => `Nous avons reçu votre demande : ${branch} prépare vos lots pour le ${date}.`,
    },
    lot_delivered: { title: 'Lot remis', line: (branch, lot) => `« ${lot} » a quitté ${branch} et a été remis.` },
    closed: {
      title: 'Contrat de stockage clôturé',
      line: (branch) => `Tous vos lots ont quitté ${branch} ; votre contrat de stockage est clôturé.`,
    },
    extension_accepted: {
      title: 'Prolongation acceptée',
      line: (branch, date) => `Votre stockage à ${branch} court désormais jusqu’au ${date}.`,
    },
    extension_declined: {
      title: 'Prolongation refusée',
      line: (branch, date) => `Votre demande de prolonger votre stockage à ${branch} jusqu’au ${date} a été refusée.`,
    },
  },
  de: {
    cancelled: {
      title: 'Einlagerung storniert',
      line: (branch) => `Ihre Einlagerung in ${branch} ist storniert; der für Sie reservierte Platz ist wieder frei.`,
    },
    lot_in_transit: {
      title: 'Posten unterwegs',
      line: (branch, lot) => `„${lot}“ hat seinen Platz in ${branch} verlassen und ist auf dem Weg zu Ihnen.`,
    },
    extension_requested: {
      title: 'Verlängerung angefragt',
      line: (branch, date) =>
        `Ihre Anfrage, die Einlagerung in ${branch} bis zum ${date} zu verlängern, ist eingegangen; wir melden uns.`,
    },
    intake_completed: {
      title: 'Waren angenommen',
      line: (branch, n) => `${branch} hat Ihre Waren angenommen: ${n} Posten sind jetzt eingelagert.`,
    },
    release_requested: {
      title: 'Auslagerung angefragt',
      line: (branch, date) => `Ihre Anfrage ist eingegangen: ${branch} bereitet Ihre Posten für den ${date} vor.`,
    },
    lot_delivered: {
      title: 'Posten ausgeliefert',
      line: (branch, lot) => `„${lot}“ hat ${branch} verlassen und ist ausgeliefert.`,
    },
    closed: {
      title: 'Lagervertrag beendet',
      line: (branch) => `Alle Ihre Posten haben ${branch} verlassen; Ihr Lagervertrag ist beendet.`,
    },
    extension_accepted: {
      title: 'Verlängerung angenommen',
      line: (branch, date) => `Ihre Einlagerung in ${branch} läuft jetzt bis zum ${date}.`,
    },
    extension_declined: {
      title: 'Verlängerung abgelehnt',
      line: (branch, date) =>
        `Ihre Anfrage, die Einlagerung in ${branch} bis zum ${date} zu verlängern, wurde abgelehnt.`,
    },
  },
};

/** Steps whose detail is a date, formatted in the reader's locale. */
export const DATED_STEPS: readonly StorageStep[] = [
  'release_requested',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
];

function step(language: Language) {
  return (event: Step, format: Formatter): MessageContent => {
    const words = WORDS[language][event.step];
    const detail = DATED_STEPS.includes(event.step) ? format.date(event.detail) : event.detail;
    const line = words.line(event.branchName, detail);
    return {
      subject: words.title,
      paragraphs: [line],
      short: line,
      bell: { title: words.title, message: line, link },
    };
  };
}

export const storageStep: Template<Step> = { en: step('en'), es: step('es'), fr: step('fr'), de: step('de') };
