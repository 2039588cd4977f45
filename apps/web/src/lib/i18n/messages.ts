import { getLanguage, useLanguage } from './language';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { useTranslation } from './react';
import { i18n, type Namespace, type TranslationValues } from './store';

/**
 * Messages that come from the shared domain rules and the server (zod validation messages, API
 * errors' detail and errors[].message, notifications) are English sentences. The messages catalog
 * holds each of them verbatim in English under a stable key; a message is translated by finding its
 * English text there. Anything not in the catalog is shown as sent.
 * An English reader needs neither catalog: the message is already in their words. Any other language
 * needs the English catalog (to find the key) and its own; both come before its first screen shows
 * and before a switch to it completes (store.ts baseNamespaces).
 */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
/** Placeholders that carry a status label; other values (a task name, a number, an address) stay as sent. */
const LABEL_PLACEHOLDERS = new Set(['status', 'from', 'to']);

type MessageIndex = {
  keyOfText: Map<string, string>;
  /** Labels inside sentences arrive lower-cased ('Cannot change status from in progress to ...'). */
  keyOfLowerText: Map<string, string>;
  /** Messages with values ('Password must be at least {{count}} characters long') as patterns. */
  patterns: { key: string; names: string[]; pattern: RegExp }[];
};

type Catalog = Record<string, unknown>;

let index: { english: Catalog; built: MessageIndex } | null = null;

/** The English catalog's texts by key, built once the catalog is in. */
function messageIndex(english: Catalog): MessageIndex {
  if (index?.english === english) return index.built;
  const entries = Object.entries(english).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const fixed = entries.filter(([, text]) => !text.includes('{{'));
  const built: MessageIndex = {
    keyOfText: new Map(fixed.map(([key, text]) => [text, key])),
    keyOfLowerText: new Map(fixed.map(([key, text]) => [text.toLowerCase(), key])),
    patterns: entries
      .filter(([, text]) => text.includes('{{'))
      .map(([key, text]) => {
        const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
        const source = text
          .split(PLACEHOLDER)
          .map((part, position) => (position % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return { key, names, pattern: new RegExp(`^${source}$`) };
      }),
  };
  index = { english, built };
  return built;
}

function translate(language: Language, key: string, values?: TranslationValues): string {
  return i18n.t(`messages:${key}`, { ...values, lng: language });
}

/** A status label inside a sentence is translated too (as the catalog writes the label; the translations quote it). */
function translateLabel(language: Language, found: MessageIndex, value: string): string {
  const key = found.keyOfText.get(value) ?? found.keyOfLowerText.get(value.toLowerCase());
  return key ? translate(language, key) : value;
}

/** The message in the current language, or as it came when the catalog does not know it. */
export function translateMessage(text: string): string {
  const language = getLanguage();
  const english = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'messages') as Catalog | undefined;
  if (language === DEFAULT_LANGUAGE || !english) return text;
  const found = messageIndex(english);
  const key = found.keyOfText.get(text);
  if (key) return translate(language, key);
  for (const { key: patternKey, names, pattern } of found.patterns) {
    const match = pattern.exec(text);
    if (match) {
      const values = names.map((name, position) => {
        const value = match[position + 1]!;
        return [name, LABEL_PLACEHOLDERS.has(name) ? translateLabel(language, found, value) : value];
      });
      return translate(language, patternKey, Object.fromEntries(values));
    }
  }
  return text;
}

const NONE: readonly Namespace[] = [];
const MESSAGES: readonly Namespace[] = ['messages'];

/** translateMessage for components: re-renders when the language changes and waits for the catalogs. */
export function useTranslateMessage(): (text: string) => string {
  useTranslation(useLanguage() === DEFAULT_LANGUAGE ? NONE : MESSAGES);
  return translateMessage;
}
