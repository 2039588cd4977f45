import { createElement, Fragment } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/lib/i18n/language';
import type { Language } from '../src/lib/i18n/languages';
import { useTranslation } from '../src/lib/i18n/react';

/**
 * A count picks the plural form its language needs (i18next's _one/_many/_other keys, chosen by
 * Intl.PluralRules), rendered through the same hook the screens use, which waits for the catalogs.
 */
function Counts({ count }: { count: number }) {
  const { t } = useTranslation(['goods', 'users']);
  const lines = [
    t('goods:toolbar.found', { count }),
    t('users:login.hours', { count }),
    t('goods:result.imported', { count }),
  ];
  return createElement(
    Fragment,
    null,
    lines.map((line) => createElement('p', { key: line }, line)),
  );
}

async function render(language: Language, count: number): Promise<string[]> {
  await setLanguage(language);
  const { prelude } = await prerender(createElement(Counts, { count }));
  const html = await new Response(prelude).text();
  return [...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => match[1]!);
}

const EXPECTED: Record<Language, Record<1 | 5, string[]>> = {
  en: {
    1: ['1 item found', '1 hour ago', 'Successfully imported 1 item'],
    5: ['5 items found', '5 hours ago', 'Successfully imported 5 items'],
  },
  es: {
    1: ['1 artículo encontrado', 'hace 1 hora', 'Se importó 1 artículo correctamente'],
    5: ['5 artículos encontrados', 'hace 5 horas', 'Se importaron 5 artículos correctamente'],
  },
  fr: {
    1: ['1 article trouvé', 'il y a 1 heure', '1 article importé avec succès'],
    5: ['5 articles trouvés', 'il y a 5 heures', '5 articles importés avec succès'],
  },
  de: {
    1: ['1 Artikel gefunden', 'vor 1 Stunde', '1 Artikel erfolgreich importiert'],
    5: ['5 Artikel gefunden', 'vor 5 Stunden', '5 Artikel erfolgreich importiert'],
  },
};

describe('plural forms', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  for (const language of ['en', 'es', 'fr', 'de'] as const) {
    it(`when a count of 1 and of 5 is shown in ${language}, then each takes its plural form`, async () => {
      expect(await render(language, 1)).toEqual(EXPECTED[language][1]);
      expect(await render(language, 5)).toEqual(EXPECTED[language][5]);
    });
  }

  it('when a count runs into thousands, then it is written the language’s way inside the sentence', async () => {
    expect((await render('en', 1234))[0]).toBe('1,234 items found');
    expect((await render('de', 1234))[0]).toBe('1.234 Artikel gefunden');
  });
});
