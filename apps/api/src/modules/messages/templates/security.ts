import type { AnnounceEvent, SecurityAlert } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Alert = Extract<AnnounceEvent, { kind: 'security_alert' }>;
/** The admins' copy of a paused sign-in (Security Events alert). */
export type LockForStaff = Alert & { username: string };

const WHAT: Record<Language, Record<SecurityAlert, { title: string; line: (alert: Alert, f: Formatter) => string }>> = {
  en: {
    password_changed: { title: 'Your password was changed', line: () => 'The password of your account was changed.' },
    two_factor_enabled: {
      title: 'Two-factor sign-in turned on',
      line: () => 'Two-factor sign-in was turned on for your account.',
    },
    two_factor_disabled: {
      title: 'Two-factor sign-in turned off',
      line: () => 'Two-factor sign-in was turned off for your account.',
    },
    account_locked: {
      title: 'Sign-in to your account paused',
      line: (a, f) =>
        `After repeated failed attempts, sign-in to your account is paused${a.until ? ` until ${f.moment(a.until)}` : ''}.`,
    },
    new_address_sign_in: {
      title: 'New sign-in to your account',
      line: () => 'Your account was signed in to from an address not seen before.',
    },
  },
  es: {
    password_changed: {
      title: 'Se ha cambiado su contraseña',
      line: () => 'Se ha cambiado la contraseña de su cuenta.',
    },
    two_factor_enabled: {
      title: 'Verificación en dos pasos activada',
      line: () => 'Se ha activado la verificación en dos pasos en su cuenta.',
    },
    two_factor_disabled: {
      title: 'Verificación en dos pasos desactivada',
      line: () => 'Se ha desactivado la verificación en dos pasos en su cuenta.',
    },
    account_locked: {
      title: 'Inicio de sesión en pausa',
      line: (a, f) =>
        `Tras varios intentos fallidos, el inicio de sesión en su cuenta está en pausa${a.until ? ` hasta el ${f.moment(a.until)}` : ''}.`,
    },
    new_address_sign_in: {
      title: 'Nuevo inicio de sesión en su cuenta',
      line: () => 'Se ha iniciado sesión en su cuenta desde una dirección nueva.',
    },
  },
  fr: {
    password_changed: {
      title: 'Votre mot de passe a été modifié',
      line: () => 'Le mot de passe de votre compte a été modifié.',
    },
    two_factor_enabled: {
      title: 'Connexion en deux étapes activée',
      line: () => 'La connexion en deux étapes a été activée sur votre compte.',
    },
    two_factor_disabled: {
      title: 'Connexion en deux étapes désactivée',
      line: () => 'La connexion en deux étapes a été désactivée sur votre compte.',
    },
    account_locked: {
      title: 'Connexion à votre compte suspendue',
      line: (a, f) =>
        `Après plusieurs tentatives infructueuses, la connexion à votre compte est suspendue${a.until ? ` jusqu'au ${f.moment(a.until)}` : ''}.`,
    },
    new_address_sign_in: {
      title: 'Nouvelle connexion à votre compte',
      line: () => "Une connexion à votre compte a eu lieu depuis une adresse inconnue jusqu'ici.",
    },
  },
  de: {
    password_changed: { title: 'Ihr Passwort wurde geändert', line: () => 'Das Passwort Ihres Kontos wurde geändert.' },
    two_factor_enabled: {
      title: 'Zwei-Faktor-Anmeldung aktiviert',
      line: () => 'Für Ihr Konto wurde die Zwei-Faktor-Anmeldung aktiviert.',
    },
    two_factor_disabled: {
      title: 'Zwei-Faktor-Anmeldung deaktiviert',
      line: () => 'Für Ihr Konto wurde die Zwei-Faktor-Anmeldung deaktiviert.',
    },
    account_locked: {
      title: 'Anmeldung an Ihrem Konto pausiert',
      line: (a, f) =>
        `Nach wiederholten Fehlversuchen ist die Anmeldung an Ihrem Konto${a.until ? ` bis ${f.moment(a.until)}` : ''} pausiert.`,
    },
    new_address_sign_in: {
      title: 'Neue Anmeldung an Ihrem Konto',
      line: () => 'Ihr Konto wurde von einer bisher unbekannten Adresse aus angemeldet.',
    },
  },
};

const ADVICE: Record<Language, (alert: SecurityAlert) => string> = {
  en: (alert) =>
    alert === 'account_locked'
      ? 'If these attempts were not yours, someone may be guessing your password: choose a strong one and contact an administrator.'
      : 'If this was you, no action is needed. If not, change your password at once and contact an administrator.',
  es: (alert) =>
    alert === 'account_locked'
      ? 'Si no ha sido usted, alguien podría estar intentando adivinar su contraseña: elija una contraseña segura y contacte con un administrador.'
      : 'Si ha sido usted, no tiene que hacer nada. Si no, cambie su contraseña de inmediato y contacte con un administrador.',
  fr: (alert) =>
    alert === 'account_locked'
      ? "Si ces tentatives ne viennent pas de vous, quelqu'un essaie peut-être de deviner votre mot de passe : choisissez-en un robuste et contactez un administrateur."
      : "Si c'était vous, aucune action n'est nécessaire. Sinon, changez immédiatement votre mot de passe et contactez un administrateur.",
  de: (alert) =>
    alert === 'account_locked'
      ? 'Wenn diese Versuche nicht von Ihnen stammen, versucht möglicherweise jemand, Ihr Passwort zu erraten: Wählen Sie ein sicheres Passwort und wenden Sie sich an einen Administrator.'
      : 'Wenn Sie das waren, müssen Sie nichts tun. Andernfalls ändern Sie sofort Ihr Passwort und wenden Sie sich an einen Administrator.',
};

const LABELS: Record<Language, { time: string; address: string; unknown: string }> = {
  en: { time: 'Time', address: 'IP address', unknown: 'unknown' },
  es: { time: 'Fecha y hora', address: 'Dirección IP', unknown: 'desconocida' },
  fr: { time: 'Date et heure', address: 'Adresse IP', unknown: 'inconnue' },
  de: { time: 'Zeitpunkt', address: 'IP-Adresse', unknown: 'unbekannt' },
};

function securityAlertIn(language: Language) {
  return (alert: Alert, f: Formatter): MessageContent => {
    const what = WHAT[language][alert.alert];
    const line = what.line(alert, f);
    const labels = LABELS[language];
    return {
      subject: what.title,
      paragraphs: [line, ADVICE[language](alert.alert)],
      details: [
        [labels.time, f.moment(alert.at)],
        [labels.address, alert.ipAddress ?? labels.unknown],
      ],
      short: `${f.siteName}: ${line}`,
      // The bell and the mail lead to where the password and two-factor sign-in are changed.
      bell: { title: what.title, message: line, link: f.settingsPath },
    };
  };
}

export const securityAlert: Template<Alert> = {
  en: securityAlertIn('en'),
  es: securityAlertIn('es'),
  fr: securityAlertIn('fr'),
  de: securityAlertIn('de'),
};

const STAFF_LINK = '/admin/dashboard';

export const accountLockedForStaff: Template<LockForStaff> = {
  en: (a, f) => {
    const line = `Sign-in to the account "${a.username}" was paused after repeated failed attempts.`;
    return {
      subject: `Sign-in paused for ${a.username}`,
      paragraphs: [line, 'The recent activity on the admin dashboard shows where the attempts came from.'],
      details: [
        [LABELS.en.time, f.moment(a.at)],
        [LABELS.en.address, a.ipAddress ?? LABELS.en.unknown],
      ],
      short: line,
      bell: { title: 'Account sign-in paused', message: line, link: STAFF_LINK },
    };
  },
  es: (a, f) => {
    const line = `El inicio de sesión de la cuenta «${a.username}» se ha pausado tras varios intentos fallidos.`;
    return {
      subject: `Inicio de sesión en pausa para ${a.username}`,
      paragraphs: [line, 'La actividad reciente del panel de administración muestra de dónde proceden los intentos.'],
      details: [
        [LABELS.es.time, f.moment(a.at)],
        [LABELS.es.address, a.ipAddress ?? LABELS.es.unknown],
      ],
      short: line,
      bell: { title: 'Inicio de sesión en pausa', message: line, link: STAFF_LINK },
    };
  },
  fr: (a, f) => {
    const line = `La connexion au compte « ${a.username} » a été suspendue après plusieurs tentatives infructueuses.`;
    return {
      subject: `Connexion suspendue pour ${a.username}`,
      paragraphs: [line, "L'activité récente du tableau de bord d'administration indique l'origine des tentatives."],
      details: [
        [LABELS.fr.time, f.moment(a.at)],
        [LABELS.fr.address, a.ipAddress ?? LABELS.fr.unknown],
      ],
      short: line,
      bell: { title: 'Connexion suspendue', message: line, link: STAFF_LINK },
    };
  },
  de: (a, f) => {
    const line = `Die Anmeldung am Konto „${a.username}“ wurde nach wiederholten Fehlversuchen pausiert.`;
    return {
      subject: `Anmeldung für ${a.username} pausiert`,
      paragraphs: [line, 'Die letzten Aktivitäten im Admin-Dashboard zeigen, woher die Versuche kamen.'],
      details: [
        [LABELS.de.time, f.moment(a.at)],
        [LABELS.de.address, a.ipAddress ?? LABELS.de.unknown],
      ],
      short: line,
      bell: { title: 'Anmeldung pausiert', message: line, link: STAFF_LINK },
    };
  },
};
