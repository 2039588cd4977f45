import { ASSIGNMENT_MESSAGES, type Assignment } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SelectOption } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useAssignableEmployees } from '../api/get-assignable-employees';
import { branchSelectOptions, useAllBranches } from '../../../resources/branches';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type OptionList = { options: SelectOption[]; loading: boolean };
/** The employees also answer each one's own branch (users' branch_id), which the form fills in. */
type EmployeeList = OptionList & { branchOf: (employeeId: number | undefined) => number | null };

/** Keeps a current choice selectable even when the list no longer offers it (a deactivated employee). */
function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

/** The employee and branch choices of the assignment form, with their load errors and retries. */
export function useAssigneeOptions(assignment: Assignment | null): {
  employees: EmployeeList;
  branches: OptionList;
  loadErrors: ReactNode;
} {
  const employeesQuery = useAssignableEmployees();
  const { t } = useTranslation(['assignments']);
  const branchesQuery = useAllBranches();

  const employeeOptions = (employeesQuery.data ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.first_name} ${user.last_name}`.trim() || user.username,
  }));
  const branchOf = (employeeId: number | undefined) =>
    employeesQuery.data?.find((user) => user.id === employeeId)?.branch_id ?? null;
  const branchOptions = branchSelectOptions(branchesQuery.data);
  const currentEmployee = assignment && {
    value: String(assignment.employee_id),
    label: `${assignment.employee.first_name} ${assignment.employee.last_name}`.trim(),
  };
  const currentBranch = assignment && { value: String(assignment.branch_id), label: assignment.branch.name };

  const failures = [
    { query: employeesQuery, message: ASSIGNMENT_MESSAGES.fetchEmployeesFailed },
    { query: branchesQuery, message: ASSIGNMENT_MESSAGES.fetchBranchesFailed },
  ].filter(({ query }) => query.isError);

  const loadErrors = failures.map(({ query, message }) => (
    <Alert
      key={message}
      tone="error"
      action={
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('assignments:my.retry')}
        </Button>
      }
    >
      {errorMessage(query.error, translateMessage(message))}
    </Alert>
  ));

  return {
    employees: {
      options: withCurrent(employeeOptions, currentEmployee),
      loading: employeesQuery.isPending,
      branchOf,
    },
    branches: { options: withCurrent(branchOptions, currentBranch), loading: branchesQuery.isPending },
    loadErrors,
  };
}
