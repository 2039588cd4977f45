import { ASSIGNMENT_MESSAGES, EMPLOYEE_DASHBOARD_MESSAGES, type Assignment } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useEmployeeDashboard } from '../api/get-employee-dashboard';
import { DashboardTiles } from './dashboard-tiles';
import { RecentListCard } from './recent-list-card';
import { ShortcutCards } from './shortcut-cards';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

type EmployeeDashboardViewProps = {
  /** The status badge comes from the assignments feature; the route hands it in. */
  renderAssignmentStatus: (assignment: Assignment) => ReactNode;
};

/** Spec 01 Employee Dashboard: tiles, shortcuts and the two recent lists, all from one server call. */
export function EmployeeDashboardView({ renderAssignmentStatus }: EmployeeDashboardViewProps) {
  const dates = useFormatDate();
  const wordsOf = useAssignmentWords();
  const { t } = useTranslation(['employee']);
  const translate = useTranslateMessage();
  const { number } = useNumberFormats();
  // The failure itself is said once, in the alert above; the lists only say they are empty because of it.
  const unavailable = t('employee:unavailable');
  const { data, error, isPending, isError, isFetching, refetch } = useEmployeeDashboard();
  // Too many requests: the server says when to try again, which beats a bare "failed".
  const limited = isApiError(error) && error.status === 429;
  return (
    <div className="space-y-6">
      {isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
              {t('employee:retry')}
            </Button>
          }
        >
          {limited
            ? errorMessage(error, translate(EMPLOYEE_DASHBOARD_MESSAGES.loadFailed))
            : translate(EMPLOYEE_DASHBOARD_MESSAGES.loadFailed)}
        </Alert>
      )}
      <DashboardTiles data={data} loading={isPending && !isError} />
      <ShortcutCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentListCard
          title={t('employee:recentAssignments')}
          viewAllTo="/employee/assignments"
          viewAllLabel={t('employee:viewAllAssignments')}
          loading={isPending && !isError}
          emptyText={isError ? unavailable : translate(ASSIGNMENT_MESSAGES.noAssignmentsYet)}
        >
          {(data?.recent_assignments ?? []).map((assignment) => (
            <li key={assignment.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-medium wrap-break-word text-gray-900">{wordsOf(assignment).title}</p>
                <p className="text-sm wrap-break-word text-gray-600">
                  {assignment.branch.name} · {t('employee:due', { date: dates.dueDate(assignment.due_date) })}
                </p>
              </div>
              <div className="shrink-0">{renderAssignmentStatus(assignment)}</div>
            </li>
          ))}
        </RecentListCard>
        <RecentListCard
          title={t('employee:recentGoods')}
          viewAllTo="/employee/inventory"
          viewAllLabel={t('employee:viewAllGoods')}
          loading={isPending && !isError}
          emptyText={isError ? unavailable : t('employee:noGoods')}
        >
          {(data?.recent_goods ?? []).map((good) => (
            <li key={good.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-medium wrap-break-word text-gray-900">{good.name}</p>
                <p className="text-sm wrap-break-word text-gray-600">
                  {[good.category && translate(good.category), good.branch_name].filter(Boolean).join(' · ')}
                </p>
              </div>
              <p className="shrink-0 text-sm text-gray-700 tabular-nums">
                <span className="font-semibold text-gray-900">{number(good.quantity)}</span>{' '}
                {t('employee:units', { count: good.quantity })}
              </p>
            </li>
          ))}
        </RecentListCard>
      </div>
    </div>
  );
}
