import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The four languages' catalogs hold the same keys with the same placeholders; every key is used by
 * the code (screens write keys whole and literal, 'goods:table.name', so a scan finds them); every
 * key the code uses exists. A plural key ('toolbar.found', asked for with a count) has one form per
 * plural category of each language ('toolbar.found_one', '_many', '_other': Intl.PluralRules).
 * The messages catalog holds the domain's and the server's English messages verbatim: each of them
 * must still be produced by packages/domain or apps/api.
 */
const SRC = new URL('../src', import.meta.url).pathname;
const LOCALES = join(SRC, 'locales');
const ROOT = join(SRC, '../../..');
const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

type Catalog = { [key: string]: string | Catalog };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalog;
const flatten = (catalog: Catalog, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(namespaces.map((ns) => [ns, flatten(read(join(LOCALES, language, `${ns}.json`)))])),
  ]),
) as Record<(typeof LANGUAGES)[number], Record<string, Record<string, string>>>;

/** Placeholder names, with or without a format ('{{count, number}}' is 'count'). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
/** A catalog's keys with each plural key named once, by its base. */
const baseKeys = (catalog: Record<string, string>) =>
  [...new Set(Object.keys(catalog).map((key) => PLURAL.exec(key)?.[1] ?? key))].sort();
/** The forms a plural key has in a catalog ('one', 'other'). */
const formsOf = (catalog: Record<string, string>, base: string) =>
  Object.keys(catalog)
    .map((key) => PLURAL.exec(key))
    .filter((match) => match?.[1] === base)
    .map((match) => match![2])
    .sort();
const pluralCategories = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('catalogs', () => {
  it('when a language is compared with English, then it has every key, no other key, and the same placeholders', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(readdirSync(join(LOCALES, 'en')).sort());
      for (const ns of namespaces) {
        const english = catalogs.en[ns]!;
        const other = catalogs[language][ns]!;
        expect(baseKeys(other), `${language}/${ns}.json keys`).toEqual(baseKeys(english));
        for (const base of baseKeys(english).filter((key) => english[key] === undefined)) {
          expect(formsOf(english, base), `en ${ns}:${base} plural forms`).toEqual(pluralCategories('en'));
          expect(formsOf(other, base), `${language} ${ns}:${base} plural forms`).toEqual(pluralCategories(language));
        }
        for (const [key, text] of Object.entries(other)) {
          const englishText = english[key] ?? english[`${PLURAL.exec(key)?.[1]}_other`]!;
          expect(text.trim(), `${language} ${ns}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${language} ${ns}:${key} placeholders`).toEqual(placeholders(englishText));
        }
      }
    }
  });

  const used = new Set<string>();
  const keyLiteral = new RegExp(`['"\`](${namespaces.join('|')}):([A-Za-z0-9_.]+)['"\`]`, 'g');
  for (const file of sourceFiles(SRC, /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(keyLiteral)) used.add(`${match[1]}:${match[2]}`);
  }

  it('when the web source is scanned, then every key it names exists in the English catalog', () => {
    const missing = [...used].filter((key) => {
      const [ns, path] = key.split(':') as [string, string];
      return catalogs.en[ns]?.[path] === undefined && catalogs.en[ns]?.[`${path}_other`] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('when the catalogs are compared with the web source, then no key is left unused', () => {
    const unused = namespaces
      .filter((ns) => ns !== 'messages')
      .flatMap((ns) => baseKeys(catalogs.en[ns]!).map((key) => `${ns}:${key}`))
      .filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  it('when the messages catalog is compared with the domain and the API, then each message is still sent by them', () => {
    const serverSource = [join(ROOT, 'packages/domain/src'), join(ROOT, 'apps/api/src'), join(SRC, 'lib')]
      .flatMap((dir) => sourceFiles(dir, /\.ts$/))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const stale = Object.entries(catalogs.en.messages!)
      .filter(([, text]) => text.split(/\{\{\w+\}\}/).some((part) => !serverSource.includes(part)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(stale).toEqual([]);
  });

  it('when a catalog is under src/locales, then it is one of the four languages', () => {
    const stray = readdirSync(LOCALES).filter(
      (name) => statSync(join(LOCALES, name)).isDirectory() && !(LANGUAGES as readonly string[]).includes(name),
    );
    expect(stray.map((name) => relative(SRC, join(LOCALES, name)))).toEqual([]);
  });
});
