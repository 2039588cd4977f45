import { ASSIGNMENT_MESSAGES, EMPLOYEE_DASHBOARD_MESSAGES, type Assignment } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useEmployeeDashboard } from '../api/get-employee-dashboard';
import { DashboardTiles } from './dashboard-tiles';
import { RecentListCard } from './recent-list-card';
import { ShortcutCards } from './shortcut-cards';
import { useFormatDate } from '../../../lib/dates';

// The failure itself is said once, in the alert above; the lists only say they are empty because of it.
const UNAVAILABLE = 'Not available until the dashboard loads.';

type EmployeeDashboardViewProps = {
  /** The status badge comes from the assignments feature; the route hands it in. */
  renderAssignmentStatus: (assignment: Assignment) => ReactNode;
};

/** Spec 01 Employee Dashboard: tiles, shortcuts and the two recent lists, all from one server call. */
export function EmployeeDashboardView({ renderAssignmentStatus }: EmployeeDashboardViewProps) {
  const dates = useFormatDate();
  const { data, isPending, isError, isFetching, refetch } = useEmployeeDashboard();
  return (
    <div className="space-y-6">
      {isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {EMPLOYEE_DASHBOARD_MESSAGES.loadFailed}
        </Alert>
      )}
      <DashboardTiles data={data} loading={isPending && !isError} />
      <ShortcutCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentListCard
          title="Recent Assignments"
          viewAllTo="/employee/assignments"
          viewAllLabel="View all assignments"
          loading={isPending && !isError}
          emptyText={isError ? UNAVAILABLE : ASSIGNMENT_MESSAGES.noAssignmentsYet}
        >
          {(data?.recent_assignments ?? []).map((assignment) => (
            <li key={assignment.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{assignment.task}</p>
                <p className="truncate text-sm text-gray-600">
                  {assignment.branch.name} · Due {dates.dueDate(assignment.due_date)}
                </p>
              </div>
              <div className="shrink-0">{renderAssignmentStatus(assignment)}</div>
            </li>
          ))}
        </RecentListCard>
        <RecentListCard
          title="Recent Goods"
          viewAllTo="/employee/inventory"
          viewAllLabel="View all goods"
          loading={isPending && !isError}
          emptyText={isError ? UNAVAILABLE : 'No goods in the system yet.'}
        >
          {(data?.recent_goods ?? []).map((good) => (
            <li key={good.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{good.name}</p>
                <p className="truncate text-sm text-gray-600">
                  {[good.category, good.branch_name].filter(Boolean).join(' · ')}
                </p>
              </div>
              <p className="shrink-0 text-sm text-gray-700 tabular-nums">
                <span className="font-semibold text-gray-900">{good.quantity.toLocaleString('en-US')}</span>{' '}
                {good.quantity === 1 ? 'unit' : 'units'}
              </p>
            </li>
          ))}
        </RecentListCard>
      </div>
    </div>
  );
}
