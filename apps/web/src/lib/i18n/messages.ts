import englishMessages from '../../locales/en/messages.json';
import { i18next } from './i18next';
import { useTranslation } from './react';

/**
 * Messages that come from the shared domain rules and the server (zod validation messages, API
 * errors' detail and errors[].message, notifications) are English sentences. The messages catalog
 * holds each of them verbatim in English under a stable key; a message is translated by finding its
 * English text there. Anything not in the catalog is shown as sent.
 */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const entries = Object.entries(englishMessages);
const fixedEntries = entries.filter(([, text]) => !text.includes('{{'));
const KEY_OF_TEXT = new Map<string, string>(fixedEntries.map(([key, text]) => [text, key]));
/** Labels inside sentences arrive lower-cased ('Cannot change status from in progress to ...'). */
const KEY_OF_LOWER_TEXT = new Map<string, string>(fixedEntries.map(([key, text]) => [text.toLowerCase(), key]));
/** Messages with values ('Password must be at least {{count}} characters long') as patterns. */
const PATTERNS = entries
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

// Keys are read from the English catalog above, so they exist; the cast only names the namespace.
const tMessage = (key: string, values?: Record<string, string>) =>
  i18next.t(`messages:${key}` as 'messages:passwordIsRequired', values);

/** Placeholders that carry a status label; other values (a task name, a number, an address) stay as sent. */
const LABEL_PLACEHOLDERS = new Set(['status', 'from', 'to']);

/**
 * A status label inside a sentence is translated too (as the catalog writes the label; the
 * translations quote it). In English the value stays exactly as the server wrote it.
 */
function translateLabel(value: string): string {
  const key = KEY_OF_TEXT.get(value) ?? KEY_OF_LOWER_TEXT.get(value.toLowerCase());
  if (!key) return value;
  const translated = tMessage(key);
  return translated === englishMessages[key as keyof typeof englishMessages] ? value : translated;
}

/** The message in the current language, or as it came when the catalog does not know it. */
export function translateMessage(text: string): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return tMessage(key);
  for (const { key: patternKey, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      return tMessage(
        patternKey,
        Object.fromEntries(
          names.map((name, index) => [
            name,
            LABEL_PLACEHOLDERS.has(name) ? translateLabel(match[index + 1]!) : match[index + 1]!,
          ]),
        ),
      );
    }
  }
  return text;
}

/** translateMessage for components: re-renders when the language changes and waits for the catalog. */
export function useTranslateMessage(): (text: string) => string {
  useTranslation(['messages']);
  return translateMessage;
}
