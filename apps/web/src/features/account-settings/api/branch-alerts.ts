import { alertSubscriptionsSchema, type AlertSubscriptionsUpdate } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

const alertsKey = () => [...accountKeys.all, 'branch-alerts'] as const;

/** GET /api/alerts/subscriptions: what the reader follows, and the branches they may follow. */
export const useBranchAlerts = () =>
  useQuery(
    queryOptions({
      queryKey: alertsKey(),
      queryFn: async ({ signal }) => alertSubscriptionsSchema.parse(await api.get('/alerts/subscriptions', { signal })),
    }),
  );

/** PUT /api/alerts/subscriptions: the whole set replaces the stored one, from the revision read. */
export function useSaveBranchAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AlertSubscriptionsUpdate) =>
      alertSubscriptionsSchema.parse(await api.put('/alerts/subscriptions', input)),
    onSuccess: (saved) => queryClient.setQueryData(alertsKey(), saved),
    // Saved meanwhile from another tab (409): read the set as it is now, so the form shows it.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: alertsKey() });
    },
  });
}
