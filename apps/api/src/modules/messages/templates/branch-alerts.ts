import type { AlertKind, AnnounceEvent, BranchAlertLine } from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Alert = Extract<AnnounceEvent, { kind: 'branch_alert' }>;
type Digest = Extract<AnnounceEvent, { kind: 'branch_alerts_digest' }>;

type Words = {
  line: Record<AlertKind, (subject: string, detail: string, branch: string) => string>;
  title: Record<AlertKind, string>;
  digestSubject: (date: string) => string;
  digestTitle: string;
  digestSummary: (count: number) => string;
  unsubscribe: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    line: {
      low_stock: (s, d, b) => `${s} at ${b} is low: ${d} left.`,
      out_of_stock: (s, _d, b) => `${s} at ${b} is out of stock.`,
      expiring_soon: (s, d, b) => `${s} at ${b} expires on ${d}.`,
      branch_near_full: (s, d) => `${s} is nearly full: ${d} used.`,
      overdue_assignment: (s, d, b) => `The assignment "${s}" at ${b} is overdue (due ${d}).`,
      intake_due_tomorrow: (s, d, b) => `The intake "${s}" at ${b} is due tomorrow (${d}).`,
      new_application: (s, d) => `A new storage application from ${d}: ${s}.`,
    },
    title: {
      low_stock: 'Low stock',
      out_of_stock: 'Out of stock',
      expiring_soon: 'Expiring soon',
      branch_near_full: 'Branch nearly full',
      overdue_assignment: 'Assignment overdue',
      intake_due_tomorrow: 'Intake due tomorrow',
      new_application: 'New application',
    },
    digestSubject: (date) => `Branch alerts for ${date}`,
    digestTitle: 'Branch alerts',
    digestSummary: (count) => `${count} alert(s) at the branches you follow.`,
    unsubscribe: 'You subscribed to these alerts in Settings > Notifications; change them there.',
  },
  es: {
    line: {
      low_stock: (s, d, b) => `${s} en ${b} tiene existencias bajas: quedan ${d}.`,
      out_of_stock: (s, _d, b) => `${s} en ${b} está agotado.`,
      expiring_soon: (s, d, b) => `${s} en ${b} caduca el ${d}.`,
      branch_near_full: (s, d) => `${s} está casi llena: ${d} ocupado.`,
      overdue_assignment: (s, d, b) => `La asignación «${s}» en ${b} está vencida (vencía el ${d}).`,
      intake_due_tomorrow: (s, d, b) => `La recepción «${s}» en ${b} vence mañana (${d}).`,
      new_application: (s, d) => `Nueva solicitud de almacenamiento de ${d}: ${s}.`,
    },
    title: {
      low_stock: 'Existencias bajas',
      out_of_stock: 'Agotado',
      expiring_soon: 'Caduca pronto',
      branch_near_full: 'Sucursal casi llena',
      overdue_assignment: 'Asignación vencida',
      intake_due_tomorrow: 'Recepción mañana',
      new_application: 'Nueva solicitud',
    },
    digestSubject: (date) => `Alertas de sucursales del ${date}`,
    digestTitle: 'Alertas de sucursales',
    digestSummary: (count) => `${count} alerta(s) en las sucursales que sigue.`,
    unsubscribe: 'Se suscribió a estas alertas en Ajustes > Notificaciones; cámbielas allí.',
  },
  fr: {
    line: {
      low_stock: (s, d, b) => `${s} à ${b} est en stock bas : ${d} restant(s).`,
      out_of_stock: (s, _d, b) => `${s} à ${b} est en rupture de stock.`,
      expiring_soon: (s, d, b) => `${s} à ${b} expire le ${d}.`,
      branch_near_full: (s, d) => `${s} est presque pleine : ${d} occupés.`,
      overdue_assignment: (s, d, b) => `La mission « ${s} » à ${b} est en retard (échéance ${d}).`,
      intake_due_tomorrow: (s, d, b) => `La réception « ${s} » à ${b} est prévue demain (${d}).`,
      new_application: (s, d) => `Nouvelle demande de stockage de ${d} : ${s}.`,
    },
    title: {
      low_stock: 'Stock bas',
      out_of_stock: 'Rupture de stock',
      expiring_soon: 'Bientôt périmé',
      branch_near_full: 'Agence presque pleine',
      overdue_assignment: 'Mission en retard',
      intake_due_tomorrow: 'Réception demain',
      new_application: 'Nouvelle demande',
    },
    digestSubject: (date) => `Alertes des agences du ${date}`,
    digestTitle: 'Alertes des agences',
    digestSummary: (count) => `${count} alerte(s) dans les agences que vous suivez.`,
    unsubscribe: 'Vous vous êtes abonné à ces alertes dans Paramètres > Notifications ; modifiez-les là.',
  },
  de: {
    line: {
      low_stock: (s, d, b) => `${s} in ${b} ist knapp: noch ${d}.`,
      out_of_stock: (s, _d, b) => `${s} in ${b} ist nicht mehr vorrätig.`,
      expiring_soon: (s, d, b) => `${s} in ${b} läuft am ${d} ab.`,
      branch_near_full: (s, d) => `${s} ist fast voll: ${d} belegt.`,
      overdue_assignment: (s, d, b) => `Der Auftrag „${s}“ in ${b} ist überfällig (fällig ${d}).`,
      intake_due_tomorrow: (s, d, b) => `Die Einlagerung „${s}“ in ${b} ist morgen fällig (${d}).`,
      new_application: (s, d) => `Neuer Lagerantrag von ${d}: ${s}.`,
    },
    title: {
      low_stock: 'Niedriger Bestand',
      out_of_stock: 'Nicht vorrätig',
      expiring_soon: 'Läuft bald ab',
      branch_near_full: 'Standort fast voll',
      overdue_assignment: 'Auftrag überfällig',
      intake_due_tomorrow: 'Einlagerung morgen',
      new_application: 'Neuer Antrag',
    },
    digestSubject: (date) => `Standort-Warnungen vom ${date}`,
    digestTitle: 'Standort-Warnungen',
    digestSummary: (count) => `${count} Warnung(en) an den Standorten, denen Sie folgen.`,
    unsubscribe: 'Sie haben diese Warnungen unter Einstellungen > Benachrichtigungen abonniert; dort ändern Sie sie.',
  },
};

/** Dates and moments in the reader's words; stock and percent figures as sent. */
function lineOf(words: Words, alert: BranchAlertLine, f: Formatter): string {
  const detail =
    alert.kind === 'expiring_soon'
      ? f.date(alert.detail)
      : alert.kind === 'overdue_assignment' || alert.kind === 'intake_due_tomorrow'
        ? f.moment(alert.detail)
        : alert.detail;
  return words.line[alert.kind](alert.subject, detail, alert.branch);
}

/** Stock alerts lead to the goods list, assignments to the assignments, a full branch to the dashboard. */
function linkOf(kind: AlertKind, role: string | null): string {
  const area = role === 'admin' ? 'admin' : 'employee';
  if (kind === 'overdue_assignment') return `/${area}/assignments`;
  if (kind === 'intake_due_tomorrow') return `/${area}/storage-queue`;
  if (kind === 'new_application') return `/${area}/applications`;
  if (kind === 'branch_near_full') return `/${area}/dashboard`;
  return `/${area}/goods`;
}

function alertIn(language: Language) {
  return ({ alert }: Alert, f: Formatter): MessageContent => {
    const words = WORDS[language];
    const line = lineOf(words, alert, f);
    const title = words.title[alert.kind];
    return {
      subject: `${title}: ${alert.subject}`,
      paragraphs: [line, words.unsubscribe],
      short: line,
      bell: { title, message: line, link: linkOf(alert.kind, f.role) },
    };
  };
}

function digestIn(language: Language) {
  return (d: Digest, f: Formatter): MessageContent => {
    const words = WORDS[language];
    const summary = words.digestSummary(d.alerts.length);
    return {
      subject: words.digestSubject(f.date(d.date)),
      paragraphs: [summary, words.unsubscribe],
      items: d.alerts.map((alert) => `${words.title[alert.kind]}: ${lineOf(words, alert, f)}`),
      short: `${words.digestTitle}: ${summary}`,
      bell: { title: words.digestTitle, message: summary, link: f.settingsPath },
    };
  };
}

export const branchAlert: Template<Alert> = {
  en: alertIn('en'),
  es: alertIn('es'),
  fr: alertIn('fr'),
  de: alertIn('de'),
};
export const branchAlertsDigest: Template<Digest> = {
  en: digestIn('en'),
  es: digestIn('es'),
  fr: digestIn('fr'),
  de: digestIn('de'),
};
