import type { Preferences } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setDisplayPreferences } from '../../../lib/theme-preferences';
import { accountKeys } from './query-keys';

export const updatePreferences = (preferences: Preferences) =>
  api.put<Preferences>('/users/me/preferences', preferences);

/** Saves the whole preferences document; theme, date format and timezone apply across the app at once. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.preferences(), saved);
      setDisplayPreferences(saved.display);
    },
  });
}
