import {
  BRANCH_OPENING_HOURS,
  BUSINESS_HOURS,
  statementFormat,
  timelineFacts,
  TIMELINE_KINDS,
  type AssignmentFacts,
  type TimelineEvent,
  type TimelineFacts,
  type TimelineKind,
} from '@stockyard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { dateFormatter } from '../src/lib/dates';
import { setLanguage } from '../src/lib/i18n/language';
import { LANGUAGES, LOCALES, type Language } from '../src/lib/i18n/languages';
import type { TFunction } from '../src/lib/i18n/react';
import { i18n, loadNamespaces } from '../src/lib/i18n/store';
import { assignmentWords, openingHours, timelineDetail } from '../src/lib/system-texts';

/**
 * Issue 48 item 5: what the system records as facts is worded in the reader's language. Every
 * timeline kind, both kinds of system-made assignment, opening hours and a statement period are
 * rendered in all four languages; the German ones must hold no English word. The names in the facts
 * are ones any language keeps (a place code, a person, a branch).
 */
const FACTS: Record<TimelineKind, TimelineFacts> = {
  approved: timelineFacts.approved('Nord', '2026-12-01', '2027-03-01'),
  lot_received: timelineFacts.lotReceived('Kommode', 3, 'B-01-1'),
  intake_completed: timelineFacts.intakeCompleted(2),
  cancelled: {},
  release_requested: timelineFacts.releaseRequested('pickup', '2026-12-10', 'Kommode, Truhe'),
  lot_in_transit: timelineFacts.lot('Kommode'),
  lot_delivered: timelineFacts.lot('Kommode'),
  closed: {},
  extension_requested: timelineFacts.extensionRequested('2027-03-01', '2027-06-01'),
  extension_accepted: timelineFacts.extensionDecided('2027-06-01'),
  extension_declined: timelineFacts.extensionDecided('2027-06-01'),
  rate_corrected: timelineFacts.rateCorrected('2027-01-01', 'Vertragspreis berichtigt'),
};

const ASSIGNMENTS: AssignmentFacts[] = [
  {
    kind: 'intake',
    application_id: 12,
    customer: 'Erika Muster',
    item_type: 'Kommode',
    volume: 4,
    end_date: '2027-03-01',
  },
  { kind: 'release', agreement_id: 7, method: 'pickup', date: '2026-12-10', address: null, lots: 'Kommode' },
  { kind: 'release', agreement_id: 7, method: 'delivery', date: '2026-12-10', address: 'Hauptstr. 1', lots: 'Kommode' },
];

/** English words the old sentences and months used; none may appear in a German text. */
const ENGLISH = new Set(
  'at on to of for until from the and pickup delivery deliver intake release storage application agreement units reserved receive goods hand over branch december january march june lot lots pieces'.split(
    ' ',
  ),
);

async function render(language: Language): Promise<string[]> {
  await setLanguage(language);
  await loadNamespaces(['storage', 'assignments']);
  const t = i18n.getFixedT(language) as unknown as TFunction;
  const locale = LOCALES[language];
  const dates = dateFormatter({ dateFormat: 'auto', timezone: 'UTC' }, locale);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const texts: string[] = [];
  for (const kind of TIMELINE_KINDS) {
    const event: Pick<TimelineEvent, 'kind' | 'facts' | 'detail'> = { kind, facts: FACTS[kind], detail: null };
    texts.push(t(`storage:timeline.${kind}`), timelineDetail(event, t, dates.date) ?? '');
  }
  for (const facts of ASSIGNMENTS) {
    const words = assignmentWords(
      { task: 'ignored', description: null, category: 'General', facts },
      t,
      dates.date,
      number,
    );
    texts.push(words.title, words.description ?? '', words.category);
  }
  texts.push(openingHours(BRANCH_OPENING_HOURS, locale));
  for (const { hours } of BUSINESS_HOURS) if (hours) texts.push(openingHours(hours, locale));
  texts.push(statementFormat(language, 'EUR').period('2026-12'));
  return texts;
}

describe('system-made texts in the reader language', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it.each(LANGUAGES)(
    'when each kind is rendered in %s, then every text is worded and no key shows',
    async (language) => {
      const texts = await render(language);
      for (const text of texts) expect(text).not.toMatch(/^(storage|assignments):|\{\{/);
      expect(texts.filter(Boolean).length).toBeGreaterThan(30);
    },
  );

  it('when each kind is rendered in German, then no English word is left', async () => {
    const words = (await render('de')).flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? []);
    expect(words.filter((word) => ENGLISH.has(word))).toEqual([]);
    // "am" is German too ("am 10.12."); the English clock writes it in capitals.
    expect((await render('de')).filter((text) => /\b(AM|PM)\b/.test(text))).toEqual([]);
    expect(await render('de')).toContain('09:00–18:00 Uhr');
    expect(await render('de')).toContain('Dezember 2026');
  });

  it('when English is rendered, then the facts read as the old sentences did', async () => {
    const texts = await render('en');
    expect(texts).toContain('Kommode (3) at B-01-1');
    expect(texts).toContain('Intake for storage application #12');
    expect(texts).toContain('December 2026');
  });

  it('when a row from before facts were kept arrives, then its free text is shown as it is', () => {
    const t = i18n.getFixedT('de') as unknown as TFunction;
    expect(timelineDetail({ kind: 'lot_received', facts: null, detail: 'Old text' }, t, (d) => d)).toBe('Old text');
    const words = assignmentWords(
      { task: 'Count aisle 4', description: 'Typed by an admin', category: 'General', facts: null },
      t,
      (d) => d,
      String,
    );
    expect(words).toEqual({ title: 'Count aisle 4', description: 'Typed by an admin', category: 'General' });
  });
});
