import { applicationSchema, type Application, type ApplicationStatus } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

export type ApplicationListParams = {
  status?: ApplicationStatus;
  search?: string;
  skip?: number;
  limit?: number;
};

/**
 * GET /api/applications: staff get every application, a customer only their own (the server
 * decides). Filters and search run on the server, so a page is always a page of matches.
 */
export async function getApplications(params: ApplicationListParams, signal?: AbortSignal): Promise<Application[]> {
  const data = await api.get('/applications', { query: params, signal });
  return applicationSchema.array().parse(data);
}

export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: [...applicationKeys.lists(), params],
    queryFn: ({ signal }) => getApplications(params, signal),
  });

export function useApplications(params: ApplicationListParams) {
  // Keeping the previous page on screen while the next search loads avoids a flash of skeletons.
  // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once.
  return useQuery({ ...applicationsQueryOptions(params), placeholderData: keepPreviousData, throwOnError: true });
}
