import type { AssignmentFacts } from '@stockyard/domain';
import type { Language } from './types.js';

/** The title of intake and release work the system creates, in the reader's language (the web's catalogs say the same). */
const TITLES: Record<Language, Record<AssignmentFacts['kind'], (id: number) => string>> = {
  en: {
    intake: (id) => `Intake for storage application #${id}`,
    release: (id) => `Release for storage agreement #${id}`,
  },
  de: {
    intake: (id) => `Anlieferung zum Lagerantrag Nr. ${id}`,
    release: (id) => `Auslagerung zum Lagervertrag Nr. ${id}`,
  },
  fr: {
    intake: (id) => `Réception pour la demande de stockage n° ${id}`,
    release: (id) => `Retrait pour le contrat de stockage n° ${id}`,
  },
  es: {
    intake: (id) => `Entrada de la solicitud de almacenamiento n.º ${id}`,
    release: (id) => `Retirada del contrato de almacenamiento n.º ${id}`,
  },
};

/** The assignment's title as the reader reads it: worded from its facts when it has them, else as it was typed. */
export function assignmentTitle(language: Language, task: string, facts: AssignmentFacts | null | undefined): string {
  if (!facts) return task;
  return facts.kind === 'intake'
    ? TITLES[language].intake(facts.application_id)
    : TITLES[language].release(facts.agreement_id);
}
