import type { TimelineEvent, TimelineKind } from '@stockyard/domain';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { timelineDetail } from '../../../lib/system-texts';

const LABELS = {
  approved: 'storage:timeline.approved',
  lot_received: 'storage:timeline.lot_received',
  intake_completed: 'storage:timeline.intake_completed',
  cancelled: 'storage:timeline.cancelled',
  release_requested: 'storage:timeline.release_requested',
  lot_in_transit: 'storage:timeline.lot_in_transit',
  lot_delivered: 'storage:timeline.lot_delivered',
  closed: 'storage:timeline.closed',
  extension_requested: 'storage:timeline.extension_requested',
  extension_accepted: 'storage:timeline.extension_accepted',
  extension_declined: 'storage:timeline.extension_declined',
  rate_corrected: 'storage:timeline.rate_corrected',
} as const satisfies Record<TimelineKind, string>;

/** Every step of the agreement: what, who and when, oldest first. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation(['storage']);
  const dates = useFormatDate();
  if (events.length === 0) return <p className="text-sm text-gray-500">{t('storage:timeline.empty')}</p>;
  return (
    <ol className="space-y-2 border-l-2 border-gray-200 pl-4" aria-label={t('storage:timeline.title')}>
      {events.map((event) => {
        const detail = timelineDetail(event, t, dates.date);
        return (
          <li key={event.id} className="relative text-sm">
            <span className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-500" aria-hidden />
            <p className="font-medium text-gray-900">
              {t(LABELS[event.kind])}
              {detail ? `: ${detail}` : ''}
            </p>
            <p className="text-xs text-gray-500">
              {dates.dateTime(event.created_at)}
              {event.actor_name ? ` · ${event.actor_name}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
