import type { Template } from './types.js';

/** The Test Connection mail of the Notifications tab. */
export type TestMail = { at: string };

export const testMail: Template<TestMail> = {
  en: ({ at }, f) => ({
    subject: `Test message from ${f.siteName}`,
    paragraphs: [
      'This is a test message sent from the Notifications settings to check the SMTP connection.',
      'If you are reading it, e-mail delivery works.',
    ],
    details: [['Sent', f.moment(at)]],
    short: 'Test message',
    bell: { title: 'Test message', message: 'SMTP test', link: null },
  }),
  es: ({ at }, f) => ({
    subject: `Mensaje de prueba de ${f.siteName}`,
    paragraphs: [
      'Este es un mensaje de prueba enviado desde la configuración de notificaciones para comprobar la conexión SMTP.',
      'Si lo está leyendo, el envío de correo funciona.',
    ],
    details: [['Enviado', f.moment(at)]],
    short: 'Mensaje de prueba',
    bell: { title: 'Mensaje de prueba', message: 'Prueba SMTP', link: null },
  }),
  fr: ({ at }, f) => ({
    subject: `Message de test de ${f.siteName}`,
    paragraphs: [
      'Ceci est un message de test envoyé depuis les paramètres de notification pour vérifier la connexion SMTP.',
      "Si vous le lisez, l'envoi d'e-mails fonctionne.",
    ],
    details: [['Envoyé', f.moment(at)]],
    short: 'Message de test',
    bell: { title: 'Message de test', message: 'Test SMTP', link: null },
  }),
  de: ({ at }, f) => ({
    subject: `Testnachricht von ${f.siteName}`,
    paragraphs: [
      'Dies ist eine Testnachricht aus den Benachrichtigungseinstellungen, mit der die SMTP-Verbindung geprüft wird.',
      'Wenn Sie sie lesen, funktioniert der E-Mail-Versand.',
    ],
    details: [['Gesendet', f.moment(at)]],
    short: 'Testnachricht',
    bell: { title: 'Testnachricht', message: 'SMTP-Test', link: null },
  }),
};
