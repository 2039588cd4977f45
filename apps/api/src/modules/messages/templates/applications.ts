import {
  applicationStatusNotification,
  CUSTOMER_APPLICATIONS_LINK,
  type AnnounceEvent,
  type ApplicationStatus,
} from '@stockyard/domain';
import type { Language, Template } from './types.js';

type Received = Extract<AnnounceEvent, { kind: 'application_received' }>;
type StatusChanged = Extract<AnnounceEvent, { kind: 'application_status_changed' }>;
/** The admins' copy of a new application (New Storage Applications alert). */
export type ReceivedForStaff = Received & { customerName: string };

const link = CUSTOMER_APPLICATIONS_LINK;

export const applicationReceived: Template<Received> = {
  en: ({ applicationId: id, itemType, storageType }) => ({
    subject: `We received your storage application #${id}`,
    paragraphs: [
      `Thank you for your storage application #${id}. Our team reviews applications within 24-48 hours and will let you know the outcome.`,
      'You can follow its status on your dashboard at any time.',
    ],
    details: [
      ['Item type', itemType],
      ['Storage type', storageType],
    ],
    short: `Storage application #${id} received; we will review it within 24-48 hours.`,
    // The customer has just submitted it and sees the confirmation page: no bell.
    bell: null,
    link,
  }),
  es: ({ applicationId: id, itemType, storageType }) => ({
    subject: `Hemos recibido su solicitud de almacenamiento n.º ${id}`,
    paragraphs: [
      `Gracias por su solicitud de almacenamiento n.º ${id}. Nuestro equipo revisa las solicitudes en un plazo de 24 a 48 horas y le comunicará el resultado.`,
      'Puede consultar su estado en cualquier momento desde su panel.',
    ],
    details: [
      ['Tipo de artículo', itemType],
      ['Tipo de almacenamiento', storageType],
    ],
    short: `Solicitud n.º ${id} recibida; la revisaremos en 24 a 48 horas.`,
    // The customer has just submitted it and sees the confirmation page: no bell.
    bell: null,
    link,
  }),
  fr: ({ applicationId: id, itemType, storageType }) => ({
    subject: `Nous avons bien reçu votre demande de stockage n° ${id}`,
    paragraphs: [
      `Merci pour votre demande de stockage n° ${id}. Notre équipe examine les demandes sous 24 à 48 heures et vous informera de sa décision.`,
      'Vous pouvez suivre son état à tout moment depuis votre tableau de bord.',
    ],
    details: [
      ["Type d'article", itemType],
      ['Type de stockage', storageType],
    ],
    short: `Demande n° ${id} reçue ; nous l'examinerons sous 24 à 48 heures.`,
    // The customer has just submitted it and sees the confirmation page: no bell.
    bell: null,
    link,
  }),
  de: ({ applicationId: id, itemType, storageType }) => ({
    subject: `Wir haben Ihren Einlagerungsantrag Nr. ${id} erhalten`,
    paragraphs: [
      `Vielen Dank für Ihren Einlagerungsantrag Nr. ${id}. Unser Team prüft Anträge innerhalb von 24 bis 48 Stunden und teilt Ihnen das Ergebnis mit.`,
      'Den aktuellen Stand sehen Sie jederzeit in Ihrem Dashboard.',
    ],
    details: [
      ['Art der Gegenstände', itemType],
      ['Lagerart', storageType],
    ],
    short: `Antrag Nr. ${id} erhalten; wir prüfen ihn innerhalb von 24 bis 48 Stunden.`,
    // The customer has just submitted it and sees the confirmation page: no bell.
    bell: null,
    link,
  }),
};

const STATUS_PHRASES: Record<Exclude<Language, 'en'>, Record<ApplicationStatus, string>> = {
  es: {
    pending: 'está pendiente',
    under_review: 'está ahora en revisión',
    approved: 'ha sido aprobada',
    rejected: 'ha sido rechazada',
  },
  fr: {
    pending: 'est en attente',
    under_review: "est en cours d'examen",
    approved: 'a été approuvée',
    rejected: 'a été refusée',
  },
  de: {
    pending: 'ist ausstehend',
    under_review: 'wird jetzt geprüft',
    approved: 'wurde genehmigt',
    rejected: 'wurde abgelehnt',
  },
};

const STATUS_TITLES: Record<Exclude<Language, 'en'>, Record<ApplicationStatus, string>> = {
  es: {
    pending: 'Solicitud pendiente',
    under_review: 'Solicitud en revisión',
    approved: 'Solicitud aprobada',
    rejected: 'Solicitud rechazada',
  },
  fr: {
    pending: 'Demande en attente',
    under_review: "Demande en cours d'examen",
    approved: 'Demande approuvée',
    rejected: 'Demande refusée',
  },
  de: {
    pending: 'Antrag ausstehend',
    under_review: 'Antrag in Prüfung',
    approved: 'Antrag genehmigt',
    rejected: 'Antrag abgelehnt',
  },
};

const NEXT_STEP: Record<Language, Record<ApplicationStatus, string>> = {
  en: {
    pending: 'We will review it soon.',
    under_review: 'Our team is looking at it now and will let you know the outcome shortly.',
    approved: 'We will contact you to arrange the details of your storage.',
    rejected: 'If you have questions about this decision, please contact us.',
  },
  es: {
    pending: 'La revisaremos en breve.',
    under_review: 'Nuestro equipo la está revisando y le comunicará el resultado en breve.',
    approved: 'Nos pondremos en contacto con usted para acordar los detalles del almacenamiento.',
    rejected: 'Si tiene alguna pregunta sobre esta decisión, póngase en contacto con nosotros.',
  },
  fr: {
    pending: 'Nous allons bientôt l’examiner.',
    under_review: 'Notre équipe l’examine en ce moment et vous informera rapidement de sa décision.',
    approved: 'Nous vous contacterons pour convenir des détails de votre stockage.',
    rejected: 'Pour toute question sur cette décision, n’hésitez pas à nous contacter.',
  },
  de: {
    pending: 'Wir werden ihn in Kürze prüfen.',
    under_review: 'Unser Team prüft ihn gerade und informiert Sie in Kürze über das Ergebnis.',
    approved: 'Wir melden uns bei Ihnen, um die Einzelheiten der Einlagerung abzustimmen.',
    rejected: 'Wenn Sie Fragen zu dieser Entscheidung haben, wenden Sie sich bitte an uns.',
  },
};

function statusChanged(language: Exclude<Language, 'en'>) {
  const noun = {
    es: 'Su solicitud de almacenamiento n.º',
    fr: 'Votre demande de stockage n°',
    de: 'Ihr Einlagerungsantrag Nr.',
  }[language];
  return ({ applicationId: id, status }: StatusChanged) => {
    const line = `${noun} ${id} ${STATUS_PHRASES[language][status]}`;
    return {
      subject: line,
      paragraphs: [`${line}.`, NEXT_STEP[language][status]],
      short: `${line}.`,
      bell: { title: STATUS_TITLES[language][status], message: line, link },
    };
  };
}

export const applicationStatusChanged: Template<StatusChanged> = {
  en: ({ applicationId: id, status }) => {
    const bell = applicationStatusNotification(id, status);
    return {
      subject: bell.message,
      paragraphs: [`${bell.message}.`, NEXT_STEP.en[status]],
      short: `${bell.message}.`,
      bell,
    };
  },
  es: statusChanged('es'),
  fr: statusChanged('fr'),
  de: statusChanged('de'),
};

const STAFF_LINK = '/admin/applications';

export const applicationReceivedForStaff: Template<ReceivedForStaff> = {
  en: ({ applicationId: id, customerName, itemType, storageType }) => ({
    subject: `New storage application #${id} from ${customerName}`,
    paragraphs: [`${customerName} submitted storage application #${id}. It is waiting for review.`],
    details: [
      ['Item type', itemType],
      ['Storage type', storageType],
    ],
    short: `New storage application #${id} from ${customerName}.`,
    bell: {
      title: 'New storage application',
      message: `${customerName} submitted storage application #${id}.`,
      link: STAFF_LINK,
    },
  }),
  es: ({ applicationId: id, customerName, itemType, storageType }) => ({
    subject: `Nueva solicitud de almacenamiento n.º ${id} de ${customerName}`,
    paragraphs: [`${customerName} ha enviado la solicitud de almacenamiento n.º ${id}. Está pendiente de revisión.`],
    details: [
      ['Tipo de artículo', itemType],
      ['Tipo de almacenamiento', storageType],
    ],
    short: `Nueva solicitud n.º ${id} de ${customerName}.`,
    bell: {
      title: 'Nueva solicitud de almacenamiento',
      message: `${customerName} ha enviado la solicitud n.º ${id}.`,
      link: STAFF_LINK,
    },
  }),
  fr: ({ applicationId: id, customerName, itemType, storageType }) => ({
    subject: `Nouvelle demande de stockage n° ${id} de ${customerName}`,
    paragraphs: [`${customerName} a envoyé la demande de stockage n° ${id}. Elle attend d'être examinée.`],
    details: [
      ["Type d'article", itemType],
      ['Type de stockage', storageType],
    ],
    short: `Nouvelle demande n° ${id} de ${customerName}.`,
    bell: {
      title: 'Nouvelle demande de stockage',
      message: `${customerName} a envoyé la demande n° ${id}.`,
      link: STAFF_LINK,
    },
  }),
  de: ({ applicationId: id, customerName, itemType, storageType }) => ({
    subject: `Neuer Einlagerungsantrag Nr. ${id} von ${customerName}`,
    paragraphs: [`${customerName} hat den Einlagerungsantrag Nr. ${id} gestellt. Er wartet auf die Prüfung.`],
    details: [
      ['Art der Gegenstände', itemType],
      ['Lagerart', storageType],
    ],
    short: `Neuer Antrag Nr. ${id} von ${customerName}.`,
    bell: {
      title: 'Neuer Einlagerungsantrag',
      message: `${customerName} hat den Antrag Nr. ${id} gestellt.`,
      link: STAFF_LINK,
    },
  }),
};
