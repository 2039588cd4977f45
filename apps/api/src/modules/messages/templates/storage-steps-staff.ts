import type { AnnounceEvent, StorageStep } from '@stockyard/domain';
import { DATED_STEPS } from './storage-steps.js';
import type { Formatter, Language, MessageContent, Template } from './types.js';

/** The assigned employee's copy of a storage step, with the customer's name. */
export type StepForStaff = Extract<AnnounceEvent, { kind: 'storage_step' }> & { customerName: string };

type Facts = { id: number; customer: string; branch: string; detail: string };
type Words = Record<StorageStep, { title: string; line: (facts: Facts) => string }>;

const WORDS: Record<Language, Words> = {
  en: {
    cancelled: {
      title: 'Storage cancelled',
      line: (f) => `${f.customer} cancelled agreement #${f.id} at ${f.branch}.`,
    },
    intake_completed: {
      title: 'Intake completed',
      line: (f) =>
        `The intake of agreement #${f.id} (${f.customer}) at ${f.branch} is complete: ${f.detail} lot(s) stored.`,
    },
    release_requested: {
      title: 'Release requested',
      line: (f) => `${f.customer} asks for lots of agreement #${f.id} at ${f.branch} back on ${f.detail}.`,
    },
    lot_in_transit: {
      title: 'Lot on its way',
      line: (f) => `"${f.detail}" of agreement #${f.id} (${f.customer}) has left ${f.branch}.`,
    },
    lot_delivered: {
      title: 'Lot delivered',
      line: (f) => `"${f.detail}" of agreement #${f.id} (${f.customer}) is delivered.`,
    },
    closed: {
      title: 'Agreement closed',
      line: (f) => `Agreement #${f.id} (${f.customer}) at ${f.branch} is closed: its last lot is out.`,
    },
    extension_requested: {
      title: 'Extension requested',
      line: (f) => `${f.customer} asks to extend agreement #${f.id} at ${f.branch} to ${f.detail}.`,
    },
    extension_accepted: {
      title: 'Extension accepted',
      line: (f) => `Agreement #${f.id} (${f.customer}) at ${f.branch} now runs until ${f.detail}.`,
    },
    extension_declined: {
      title: 'Extension declined',
      line: (f) => `The extension of agreement #${f.id} (${f.customer}) to ${f.detail} was declined.`,
    },
  },
  es: {
    cancelled: {
      title: 'Almacenamiento cancelado',
      line: (f) => `${f.customer} ha cancelado el contrato n.º ${f.id} en ${f.branch}.`,
    },
    intake_completed: {
      title: 'Recepción completada',
      line: (f) =>
        `La recepción del contrato n.º ${f.id} (${f.customer}) en ${f.branch} está completa: ${f.detail} lote(s) almacenados.`,
    },
    release_requested: {
      title: 'Retirada solicitada',
      line: (f) => `${f.customer} pide lotes del contrato n.º ${f.id} en ${f.branch} para el ${f.detail}.`,
    },
    lot_in_transit: {
      title: 'Lote en camino',
      line: (f) => `"${f.detail}" del contrato n.º ${f.id} (${f.customer}) ha salido de ${f.branch}.`,
    },
    lot_delivered: {
      title: 'Lote entregado',
      line: (f) => `"${f.detail}" del contrato n.º ${f.id} (${f.customer}) se ha entregado.`,
    },
    closed: {
      title: 'Contrato cerrado',
      line: (f) => `El contrato n.º ${f.id} (${f.customer}) en ${f.branch} está cerrado: su último lote ha salido.`,
    },
    extension_requested: {
      title: 'Prórroga solicitada',
      line: (f) => `${f.customer} pide prorrogar el contrato n.º ${f.id} en ${f.branch} hasta el ${f.detail}.`,
    },
    extension_accepted: {
      title: 'Prórroga aceptada',
      line: (f) => `El contrato n.º ${f.id} (${f.customer}) en ${f.branch} dura ahora hasta el ${f.detail}.`,
    },
    extension_declined: {
      title: 'Prórroga rechazada',
      line: (f) => `La prórroga del contrato n.º ${f.id} (${f.customer}) hasta el ${f.detail} fue rechazada.`,
    },
  },
  fr: {
    cancelled: { title: 'Stockage annulé', line: (f) => `${f.customer} a annulé le contrat n° ${f.id} à ${f.branch}.` },
    intake_completed: {
      title: 'Réception terminée',
      line: (f) =>
        `La réception du contrat n° ${f.id} (${f.customer}) à ${f.branch} est terminée : ${f.detail} lot(s) stockés.`,
    },
    release_requested: {
      title: 'Retrait demandé',
      line: (f) => `${f.customer} demande des lots du contrat n° ${f.id} à ${f.branch} pour le ${f.detail}.`,
    },
    lot_in_transit: {
      title: 'Lot en route',
      line: (f) => `« ${f.detail} » du contrat n° ${f.id} (${f.customer}) a quitté ${f.branch}.`,
    },
    lot_delivered: {
      title: 'Lot remis',
      line: (f) => `« ${f.detail} » du contrat n° ${f.id} (${f.customer}) a été remis.`,
    },
    closed: {
      title: 'Contrat clôturé',
      line: (f) => `Le contrat n° ${f.id} (${f.customer}) à ${f.branch} est clôturé : son dernier lot est sorti.`,
    },
    extension_requested: {
      title: 'Prolongation demandée',
      line: (f) => `${f.customer} demande de prolonger le contrat n° ${f.id} à ${f.branch} jusqu’au ${f.detail}.`,
    },
    extension_accepted: {
      title: 'Prolongation acceptée',
      line: (f) => `Le contrat n° ${f.id} (${f.customer}) à ${f.branch} court désormais jusqu’au ${f.detail}.`,
    },
    extension_declined: {
      title: 'Prolongation refusée',
      line: (f) => `La prolongation du contrat n° ${f.id} (${f.customer}) jusqu’au ${f.detail} a été refusée.`,
    },
  },
  de: {
    cancelled: {
      title: 'Einlagerung storniert',
      line: (f) => `${f.customer} hat Vertrag Nr. ${f.id} in ${f.branch} storniert.`,
    },
    intake_completed: {
      title: 'Annahme abgeschlossen',
      line: (f) =>
        `Die Annahme zu Vertrag Nr. ${f.id} (${f.customer}) in ${f.branch} ist abgeschlossen: ${f.detail} Posten eingelagert.`,
    },
    release_requested: {
      title: 'Auslagerung angefragt',
      line: (f) => `${f.customer} möchte Posten aus Vertrag Nr. ${f.id} in ${f.branch} am ${f.detail} zurück.`,
    },
    lot_in_transit: {
      title: 'Posten unterwegs',
      line: (f) => `„${f.detail}“ aus Vertrag Nr. ${f.id} (${f.customer}) hat ${f.branch} verlassen.`,
    },
    lot_delivered: {
      title: 'Posten ausgeliefert',
      line: (f) => `„${f.detail}“ aus Vertrag Nr. ${f.id} (${f.customer}) ist ausgeliefert.`,
    },
    closed: {
      title: 'Vertrag beendet',
      line: (f) => `Vertrag Nr. ${f.id} (${f.customer}) in ${f.branch} ist beendet: der letzte Posten ist draußen.`,
    },
    extension_requested: {
      title: 'Verlängerung angefragt',
      line: (f) => `${f.customer} möchte Vertrag Nr. ${f.id} in ${f.branch} bis zum ${f.detail} verlängern.`,
    },
    extension_accepted: {
      title: 'Verlängerung angenommen',
      line: (f) => `Vertrag Nr. ${f.id} (${f.customer}) in ${f.branch} läuft jetzt bis zum ${f.detail}.`,
    },
    extension_declined: {
      title: 'Verlängerung abgelehnt',
      line: (f) => `Die Verlängerung von Vertrag Nr. ${f.id} (${f.customer}) bis zum ${f.detail} wurde abgelehnt.`,
    },
  },
};

function step(language: Language) {
  return (event: StepForStaff, format: Formatter): MessageContent => {
    const words = WORDS[language][event.step];
    const detail = DATED_STEPS.includes(event.step) ? format.date(event.detail) : event.detail;
    const line = words.line({ id: event.agreementId, customer: event.customerName, branch: event.branchName, detail });
    const link = format.role === 'admin' ? '/admin/storage-queue' : '/employee/storage-queue';
    return { subject: words.title, paragraphs: [line], short: line, bell: { title: words.title, message: line, link } };
  };
}

export const storageStepForStaff: Template<StepForStaff> = {
  en: step('en'),
  es: step('es'),
  fr: step('fr'),
  de: step('de'),
};
