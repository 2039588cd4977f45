import { employeeDashboardSchema, type EmployeeDashboard } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/employee/dashboard: the caller's figures and recent lists, computed on the server. */
export async function getEmployeeDashboard(signal?: AbortSignal): Promise<EmployeeDashboard> {
  return employeeDashboardSchema.parse(await api.get('/employee/dashboard', { signal }));
}

export const employeeDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['employee-dashboard'],
    queryFn: ({ signal }) => getEmployeeDashboard(signal),
    // A summary of work done on other screens: read it afresh every time the dashboard opens.
    staleTime: 0,
  });

export function useEmployeeDashboard() {
  return useQuery(employeeDashboardQueryOptions());
}
