import { queryOptions } from '@tanstack/react-query';

/**
 * The query options of one of the dashboard's reads, under the dashboard's key. Other screens change
 * what these count, so the dashboard reads each afresh every time it opens.
 */
export const dashboardQuery =
  <T>(name: string, read: (signal: AbortSignal) => Promise<T>) =>
  () =>
    queryOptions({ queryKey: ['admin-dashboard', name], queryFn: ({ signal }) => read(signal), staleTime: 0 });
