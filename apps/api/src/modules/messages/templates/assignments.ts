import {
  ADMIN_ASSIGNMENTS_LINK,
  assignmentCompletedNotification,
  assignmentNotification,
  EMPLOYEE_ASSIGNMENTS_LINK,
  type AnnounceEvent,
} from '@stockyard/domain';
import type { Formatter, Language, MessageContent, Template } from './types.js';

type Assigned = Extract<AnnounceEvent, { kind: 'assignment_assigned' }>;
type Changed = Extract<AnnounceEvent, { kind: 'assignment_changed' }>;
type Due = Extract<AnnounceEvent, { kind: 'assignment_due_soon' | 'assignment_overdue' }>;
type Completed = Extract<AnnounceEvent, { kind: 'assignment_completed' }>;

const link = EMPLOYEE_ASSIGNMENTS_LINK;

const DUE_LABEL: Record<Language, string> = { en: 'Due', es: 'Vence', fr: 'Échéance', de: 'Fällig' };

const FIELD_WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: {
    task: 'tarea',
    description: 'descripción',
    branch_id: 'sucursal',
    priority: 'prioridad',
    due_date: 'fecha de vencimiento',
    estimated_hours: 'horas estimadas',
    actual_hours: 'horas reales',
    category: 'categoría',
    status: 'estado',
    progress: 'progreso',
  },
  fr: {
    task: 'tâche',
    description: 'description',
    branch_id: 'agence',
    priority: 'priorité',
    due_date: "date d'échéance",
    estimated_hours: 'heures estimées',
    actual_hours: 'heures réelles',
    category: 'catégorie',
    status: 'statut',
    progress: 'avancement',
  },
  de: {
    task: 'Aufgabe',
    description: 'Beschreibung',
    branch_id: 'Filiale',
    priority: 'Priorität',
    due_date: 'Fälligkeitsdatum',
    estimated_hours: 'geschätzte Stunden',
    actual_hours: 'tatsächliche Stunden',
    category: 'Kategorie',
    status: 'Status',
    progress: 'Fortschritt',
  },
};

const dueDetails = (language: Language, dueAt: string | null, format: Formatter): [string, string][] =>
  dueAt ? [[DUE_LABEL[language], format.moment(dueAt)]] : [];

const content = (
  subject: string,
  paragraphs: string[],
  bell: MessageContent['bell'],
  details: [string, string][] = [],
) => ({
  subject,
  paragraphs,
  details,
  short: paragraphs[0] ?? subject,
  bell,
});

export const assignmentAssigned: Template<Assigned> = {
  en: ({ task, dueAt }, f) =>
    content(
      `New assignment: ${task}`,
      [`You have a new assignment: "${task}".`, 'You will find it under My Assignments.'],
      assignmentNotification('assigned', task),
      dueDetails('en', dueAt, f),
    ),
  es: ({ task, dueAt }, f) =>
    content(
      `Nueva tarea asignada: ${task}`,
      [`Tiene una nueva tarea asignada: «${task}».`, 'La encontrará en Mis tareas.'],
      { title: 'Nueva tarea asignada', message: `Tiene una nueva tarea asignada: «${task}».`, link },
      dueDetails('es', dueAt, f),
    ),
  fr: ({ task, dueAt }, f) =>
    content(
      `Nouvelle affectation : ${task}`,
      [`Une nouvelle tâche vous a été confiée : « ${task} ».`, 'Vous la trouverez dans Mes affectations.'],
      { title: 'Nouvelle affectation', message: `Une nouvelle tâche vous a été confiée : « ${task} ».`, link },
      dueDetails('fr', dueAt, f),
    ),
  de: ({ task, dueAt }, f) =>
    content(
      `Neue Aufgabe: ${task}`,
      [`Ihnen wurde eine neue Aufgabe zugewiesen: „${task}“.`, 'Sie finden sie unter Meine Aufgaben.'],
      { title: 'Neue Aufgabe', message: `Ihnen wurde eine neue Aufgabe zugewiesen: „${task}“.`, link },
      dueDetails('de', dueAt, f),
    ),
};

function changedWords(language: Exclude<Language, 'en'>, fields: string[]) {
  const words = fields.map((field) => FIELD_WORDS[language][field] ?? field.replaceAll('_', ' '));
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

export const assignmentChanged: Template<Changed> = {
  en: ({ task, change, fields }) => {
    const bell = assignmentNotification(change, task, fields);
    return content(`${bell.title}: ${task}`, [bell.message], bell);
  },
  es: ({ task, change, fields }) => {
    const [title, message] = {
      updated: ['Tarea modificada', `Un administrador ha modificado su tarea «${task}»${changedWords('es', fields)}.`],
      reassigned: ['Tarea reasignada', `«${task}» se ha asignado a otra persona.`],
      deleted: ['Tarea eliminada', `«${task}» se ha eliminado de sus tareas.`],
    }[change] as [string, string];
    return content(`${title}: ${task}`, [message], { title, message, link });
  },
  fr: ({ task, change, fields }) => {
    const [title, message] = {
      updated: [
        'Affectation modifiée',
        `Un administrateur a modifié votre tâche « ${task} »${changedWords('fr', fields)}.`,
      ],
      reassigned: ['Affectation transférée', `« ${task} » a été confiée à quelqu'un d'autre.`],
      deleted: ['Affectation supprimée', `« ${task} » a été retirée de vos affectations.`],
    }[change] as [string, string];
    return content(`${title} : ${task}`, [message], { title, message, link });
  },
  de: ({ task, change, fields }) => {
    const [title, message] = {
      updated: [
        'Aufgabe geändert',
        `Ein Administrator hat Ihre Aufgabe „${task}“ geändert${changedWords('de', fields)}.`,
      ],
      reassigned: ['Aufgabe übertragen', `„${task}“ wurde einer anderen Person zugewiesen.`],
      deleted: ['Aufgabe entfernt', `„${task}“ wurde aus Ihren Aufgaben entfernt.`],
    }[change] as [string, string];
    return content(`${title}: ${task}`, [message], { title, message, link });
  },
};

export const assignmentDueSoon: Template<Due> = {
  en: ({ task, dueAt }, f) => {
    const message = `Your assignment "${task}" is due on ${f.moment(dueAt)}.`;
    return content(
      `Due soon: ${task}`,
      [message, 'Please update its progress or status if anything has changed.'],
      { title: 'Assignment due soon', message, link },
      dueDetails('en', dueAt, f),
    );
  },
  es: ({ task, dueAt }, f) => {
    const message = `Su tarea «${task}» vence el ${f.moment(dueAt)}.`;
    return content(
      `Vence pronto: ${task}`,
      [message, 'Actualice su progreso o estado si algo ha cambiado.'],
      { title: 'Tarea próxima a vencer', message, link },
      dueDetails('es', dueAt, f),
    );
  },
  fr: ({ task, dueAt }, f) => {
    const message = `Votre tâche « ${task} » arrive à échéance le ${f.moment(dueAt)}.`;
    return content(
      `Échéance proche : ${task}`,
      [message, 'Mettez à jour son avancement ou son statut si quelque chose a changé.'],
      { title: 'Échéance proche', message, link },
      dueDetails('fr', dueAt, f),
    );
  },
  de: ({ task, dueAt }, f) => {
    const message = `Ihre Aufgabe „${task}“ ist am ${f.moment(dueAt)} fällig.`;
    return content(
      `Bald fällig: ${task}`,
      [message, 'Bitte aktualisieren Sie Fortschritt oder Status, falls sich etwas geändert hat.'],
      { title: 'Aufgabe bald fällig', message, link },
      dueDetails('de', dueAt, f),
    );
  },
};

export const assignmentOverdue: Template<Due> = {
  en: ({ task, dueAt }, f) => {
    const message = `Your assignment "${task}" was due on ${f.moment(dueAt)} and is not completed yet.`;
    return content(
      `Overdue: ${task}`,
      [message, 'Please complete it or tell your administrator what is holding it up.'],
      { title: 'Assignment overdue', message, link },
      dueDetails('en', dueAt, f),
    );
  },
  es: ({ task, dueAt }, f) => {
    const message = `Su tarea «${task}» vencía el ${f.moment(dueAt)} y aún no está completada.`;
    return content(
      `Vencida: ${task}`,
      [message, 'Complétela o comunique a su administrador qué la está retrasando.'],
      { title: 'Tarea vencida', message, link },
      dueDetails('es', dueAt, f),
    );
  },
  fr: ({ task, dueAt }, f) => {
    const message = `Votre tâche « ${task} » devait être terminée le ${f.moment(dueAt)} et ne l'est pas encore.`;
    return content(
      `En retard : ${task}`,
      [message, 'Terminez-la ou indiquez à votre administrateur ce qui la bloque.'],
      { title: 'Affectation en retard', message, link },
      dueDetails('fr', dueAt, f),
    );
  },
  de: ({ task, dueAt }, f) => {
    const message = `Ihre Aufgabe „${task}“ war am ${f.moment(dueAt)} fällig und ist noch nicht abgeschlossen.`;
    return content(
      `Überfällig: ${task}`,
      [message, 'Bitte schließen Sie sie ab oder teilen Sie Ihrem Administrator mit, was sie aufhält.'],
      { title: 'Aufgabe überfällig', message, link },
      dueDetails('de', dueAt, f),
    );
  },
};

const HOURS_LABEL: Record<Language, string> = {
  en: 'Actual hours',
  es: 'Horas reales',
  fr: 'Heures réelles',
  de: 'Tatsächliche Stunden',
};

const completedDetails = (language: Language, hours: number | null, format: Formatter): [string, string][] =>
  hours === null ? [] : [[HOURS_LABEL[language], format.number(hours)]];

export const assignmentCompleted: Template<Completed> = {
  en: ({ task, employeeName, actualHours }, f) => {
    const bell = assignmentCompletedNotification(
      employeeName,
      task,
      actualHours === null ? null : f.number(actualHours),
    );
    return content(`${bell.title}: ${task}`, [bell.message], bell, completedDetails('en', actualHours, f));
  },
  es: ({ task, employeeName, actualHours }, f) => {
    const logged = actualHours === null ? '' : ` (${f.number(actualHours)} h registradas)`;
    const message = `${employeeName} ha completado «${task}»${logged}.`;
    const title = 'Tarea completada';
    return content(
      `${title}: ${task}`,
      [message],
      { title, message, link: ADMIN_ASSIGNMENTS_LINK },
      completedDetails('es', actualHours, f),
    );
  },
  fr: ({ task, employeeName, actualHours }, f) => {
    const logged = actualHours === null ? '' : ` (${f.number(actualHours)} h saisies)`;
    const message = `${employeeName} a terminé « ${task} »${logged}.`;
    const title = 'Affectation terminée';
    return content(
      `${title} : ${task}`,
      [message],
      { title, message, link: ADMIN_ASSIGNMENTS_LINK },
      completedDetails('fr', actualHours, f),
    );
  },
  de: ({ task, employeeName, actualHours }, f) => {
    const logged = actualHours === null ? '' : ` (${f.number(actualHours)} Std. erfasst)`;
    const message = `${employeeName} hat „${task}“ abgeschlossen${logged}.`;
    const title = 'Aufgabe abgeschlossen';
    return content(
      `${title}: ${task}`,
      [message],
      { title, message, link: ADMIN_ASSIGNMENTS_LINK },
      completedDetails('de', actualHours, f),
    );
  },
};
