import { billingSettingsSchema, type BillingSettingsUpdate } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsKeys } from '../../../resources/site-settings';
import { billingKeys } from './query-keys';

/** GET /api/billing/settings (admin): currency, tax, terms, grace period, service prices. */
export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: billingKeys.settings(),
    queryFn: async ({ signal }) => billingSettingsSchema.parse(await api.get('/billing/settings', { signal })),
  });

export const useBillingSettings = () => useQuery(billingSettingsQuery());

/** PATCH /api/billing/settings from the version read (409 when someone saved meanwhile). */
export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BillingSettingsUpdate) =>
      billingSettingsSchema.parse(await api.patch('/billing/settings', input)),
    // The currency is also in the public settings every price on screen is formatted with.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: siteSettingsKeys.public() }),
      ]),
  });
}
