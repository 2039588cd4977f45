import type { Profile } from '@stockyard/domain';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';

/** Position, department, employee id and start date: set by admins, shown read-only. */
export function StaffFacts({ profile }: { profile: Profile }) {
  const format = useFormatDate();
  const { t } = useTranslation(['settings']);
  const facts = [
    [t('settings:staff.position'), profile.position],
    [t('settings:staff.department'), profile.department],
    [t('settings:staff.employeeId'), profile.employee_code],
    [t('settings:staff.startDate'), profile.start_date ? format.longDate(profile.start_date) : null],
  ] as const;
  // The note sits beside the list, not in it: a <dl> may only hold dt/dd groups.
  return (
    <div className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm text-gray-900">{value || t('settings:staff.notSet')}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-500">{t('settings:staff.managed')}</p>
    </div>
  );
}
