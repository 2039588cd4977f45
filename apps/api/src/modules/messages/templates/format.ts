import { settingsPathFor } from '@stockyard/domain';
import type { Formatter, Language, TemplateContext } from './types.js';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** The Intl formatters of one language and time zone, built once: building them is costly, using them is not. */
const intlFormats = new Map<
  string,
  { moment: Intl.DateTimeFormat; day: Intl.DateTimeFormat; number: Intl.NumberFormat }
>();

function intlFor(language: TemplateContext['language'], timeZone: string) {
  const key = `${language}|${timeZone}`;
  let found = intlFormats.get(key);
  if (!found) {
    const locale = LOCALES[language];
    found = {
      moment: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }),
      // A calendar date is the same day everywhere: formatted at noon UTC in UTC.
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(locale),
    };
    intlFormats.set(key, found);
  }
  return found;
}

export function formatterFor(context: TemplateContext): Formatter {
  const { moment, day, number } = intlFor(context.language, context.timeZone);
  return {
    moment: (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? iso : moment.format(at);
    },
    date: (ymd) => {
      const at = new Date(`${ymd.slice(0, 10)}T12:00:00Z`);
      return Number.isNaN(at.getTime()) ? ymd : day.format(at);
    },
    number: (value) => number.format(value),
    siteName: context.siteName,
    settingsPath: settingsPathFor(context.role),
    role: context.role ?? null,
  };
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
