import type { DashboardActivityDay } from '@stockyard/domain';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';

const asDate = (isoDay: string) => new Date(`${isoDay}T00:00:00.000Z`);

/** A round top for the axis: 1, 2, 5, 10, 20, 50... at or above the largest day. */
function axisMax(peak: number): number {
  if (peak <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(peak));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= peak) ?? 10;
  return step * magnitude;
}

/** Columns of activity log entries per day; hover or focus a column for its figure. */
export function ActivityTrendChart({ days }: { days: DashboardActivityDay[] }) {
  const { t } = useTranslation(['admin']);
  const locale = useLocale();
  // Days and weekdays in the user's language ('24. Nov.', 'M').
  const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce((best, day) => (day.count > best.count ? day : best), days[0] ?? { date: '', count: 0 });
  const top = axisMax(peak.count);
  const summary =
    peak.count > 0
      ? t('admin:dash.chartSummaryPeak', {
          count: total,
          days: days.length,
          day: dayLabel.format(asDate(peak.date)),
          peak: peak.count,
        })
      : t('admin:dash.chartSummary', { count: total, days: days.length });
  return (
    <figure>
      <div className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold text-gray-900">{total}</span>
        <span className="text-sm text-gray-500">{t('admin:dash.inDays', { count: total, days: days.length })}</span>
      </div>
      <div role="img" aria-label={t('admin:dash.activityChart', { summary })} className="relative mt-4 h-44 pl-8">
        {[1, 0.5, 0].map((fraction) => (
          <div
            key={fraction}
            aria-hidden="true"
            className="absolute right-0 left-8 border-t border-dashed border-gray-200"
            style={{ bottom: `${fraction * 100}%` }}
          >
            {Number.isInteger(top * fraction) && (
              <span className="absolute -top-2 -left-8 w-6 text-right text-[10px] text-gray-500">{top * fraction}</span>
            )}
          </div>
        ))}
        <div className="relative flex h-full items-end gap-1 sm:gap-1.5">
          {days.map((day) => (
            <div key={day.date} className="group relative flex h-full flex-1 items-end justify-center">
              <div
                className="w-full max-w-8 rounded-t bg-brand-500 transition-colors group-hover:bg-brand-700"
                style={{ height: `${(day.count / top) * 100}%`, minHeight: day.count > 0 ? 3 : 0 }}
                title={`${dayLabel.format(asDate(day.date))}: ${day.count}`}
              />
              <span className="pointer-events-none absolute -top-6 hidden rounded bg-gray-900 px-1.5 py-0.5 text-[11px] whitespace-nowrap text-white group-hover:block">
                {day.count}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="mt-1.5 flex gap-1 pl-8 text-[10px] text-gray-500 sm:gap-1.5">
        {days.map((day, i) => {
          const tick = i === 0 || i === days.length - 1 || i % 7 === 0;
          return (
            <span key={day.date} className="flex flex-1 justify-center whitespace-nowrap">
              {tick ? (
                dayLabel.format(asDate(day.date))
              ) : (
                <span className="hidden sm:inline">{weekday.format(asDate(day.date))}</span>
              )}
            </span>
          );
        })}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      <table className="sr-only">
        <caption>{t('admin:dash.eventsPerDay')}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel.format(asDate(day.date))}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
