import type { Assignment, TimelineEvent } from '@stockyard/domain';
import type { TFunction } from './i18n/react';

/**
 * What the system records as facts (issue 48 item 5), put into the reader's words. Rows written
 * as free text before facts were kept come back with `facts` null and are shown as they were.
 */

/** Formats a YYYY-MM-DD date for the reader. */
type DateText = (ymd: string) => string;

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A timeline step's detail line, or null when the step says all in its title. */
export function timelineDetail(
  event: Pick<TimelineEvent, 'kind' | 'facts' | 'detail'>,
  t: TFunction,
  date: DateText,
): string | null {
  const facts = event.facts;
  if (!facts) return event.kind === 'intake_completed' ? null : event.detail;
  const day = (key: string) => date(text(facts[key]));
  switch (event.kind) {
    case 'approved':
      return facts.branch === undefined
        ? null
        : t('storage:timeline.facts.approved', { branch: text(facts.branch), start: day('start'), end: day('end') });
    case 'lot_received':
      return t('storage:timeline.facts.lot_received', {
        lot: text(facts.lot),
        pieces: text(facts.pieces),
        place: text(facts.place),
      });
    case 'release_requested':
      return t(
        facts.method === 'delivery'
          ? 'storage:timeline.facts.release_delivery'
          : 'storage:timeline.facts.release_pickup',
        { date: day('date'), lots: text(facts.lots) },
      );
    case 'lot_in_transit':
    case 'lot_delivered':
      return text(facts.lot) || null;
    case 'extension_requested':
      return t('storage:timeline.facts.extension_requested', { from: day('from'), to: day('to') });
    case 'extension_accepted':
    case 'extension_declined':
      return t('storage:timeline.facts.until', { date: day('date') });
    case 'rate_corrected':
      return t('storage:timeline.facts.rate_corrected', { date: day('date'), reason: text(facts.reason) });
    case 'intake_completed':
    case 'cancelled':
    case 'closed':
      return null;
  }
}

type AssignmentWords = { title: string; description: string | null; category: string };

/** An assignment's title, description and category: worded from its facts for intake and release work. */
export function assignmentWords(
  assignment: Pick<Assignment, 'task' | 'description' | 'category' | 'facts'>,
  t: TFunction,
  date: DateText,
  number: (value: number) => string,
): AssignmentWords {
  const facts = assignment.facts;
  if (!facts) return { title: assignment.task, description: assignment.description, category: assignment.category };
  if (facts.kind === 'intake')
    return {
      title: t('assignments:system.intakeTitle', { id: facts.application_id }),
      description: t('assignments:system.intakeDescription', {
        customer: facts.customer,
        item: facts.item_type,
        volume: number(facts.volume),
        end: date(facts.end_date),
      }),
      category: t('assignments:system.intakeCategory'),
    };
  return {
    title: t('assignments:system.releaseTitle', { id: facts.agreement_id }),
    description:
      facts.method === 'delivery'
        ? t('assignments:system.deliveryDescription', {
            date: date(facts.date),
            address: facts.address ?? '',
            lots: facts.lots,
          })
        : t('assignments:system.pickupDescription', { date: date(facts.date), lots: facts.lots }),
    category: t('assignments:system.releaseCategory'),
  };
}

/** Opening hours in the locale's own clock ("9:00 AM – 6:00 PM", "09:00–18:00"); times are HH:MM. */
export function openingHours(range: { open: string; close: string }, locale: string): string {
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (time: string) => new Date(`1970-01-01T${time}:00Z`);
  return clock.formatRange(at(range.open), at(range.close));
}
