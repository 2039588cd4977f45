import { EMPLOYEE_STATUS_FILTERS, type Assignment } from '@stockyard/domain';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';
import { STATUS_KEYS } from './assignment-badges';

export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];

export const filterLabelKey = (filter: EmployeeStatusFilter) =>
  filter === 'all' ? 'assignments:allTasks' : STATUS_KEYS[filter];

type StatusFilterBarProps = {
  assignments: readonly Assignment[];
  value: EmployeeStatusFilter;
  onChange: (filter: EmployeeStatusFilter) => void;
};

/**
 * Spec 01: All Tasks, Pending, In Progress, Scheduled, Completed, plus Cancelled (see
 * EMPLOYEE_STATUS_FILTERS), each with its count: the status counts add up to All Tasks.
 */
export function StatusFilterBar({ assignments, value, onChange }: StatusFilterBarProps) {
  const { t } = useTranslation(['assignments']);
  const countOf = (filter: EmployeeStatusFilter) =>
    filter === 'all' ? assignments.length : assignments.filter((assignment) => assignment.status === filter).length;
  return (
    <div role="group" aria-label={t('assignments:filterByStatus')} className="flex flex-wrap gap-2">
      {EMPLOYEE_STATUS_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              active
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {t(filterLabelKey(filter))}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs tabular-nums',
                active ? 'bg-white/20 text-white' : 'bg-gray-100 text-gray-700',
              )}
            >
              {countOf(filter)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
