import type { Profile } from '@stockyard/domain';
import { useFormatDate } from '../../../lib/dates';

/** Position, department, employee id and start date: set by admins, shown read-only. */
export function StaffFacts({ profile }: { profile: Profile }) {
  const format = useFormatDate();
  const facts = [
    ['Position', profile.position],
    ['Department', profile.department],
    ['Employee ID', profile.employee_code],
    ['Start Date', profile.start_date ? format.date(profile.start_date) : null],
  ] as const;
  // The note sits beside the list, not in it: a <dl> may only hold dt/dd groups.
  return (
    <div className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm text-gray-900">{value || 'Not set'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-500">These details are managed by your administrator.</p>
    </div>
  );
}
