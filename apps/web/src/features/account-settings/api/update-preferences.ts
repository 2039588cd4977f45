import type { Preferences, PreferencesUpdate } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setLanguage } from '../../../lib/i18n/language';
import { useAuth } from '../../../lib/auth';
import { purgeFormDrafts } from '../../../lib/form-draft';
import { setDisplayPreferences } from '../../../lib/theme-preferences';
import { accountKeys } from './query-keys';

/** Sends only the fields given; the server merges them into the stored document and answers all of it. */
export const updatePreferences = (changes: PreferencesUpdate) => api.put<Preferences>('/users/me/preferences', changes);

/** Saves changed preferences; theme, date format, timezone and auto-save apply across the app at once. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.preferences(), saved);
      setDisplayPreferences(saved.display);
      void setLanguage(saved.display.language);
      // Auto-save turned off: the drafts kept so far go too.
      if (!saved.display.autoSave && user) purgeFormDrafts(user.id);
    },
  });
}
