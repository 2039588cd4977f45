import { preferencesChanges, type Preferences } from '@stockyard/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useUpdatePreferences } from '../api/update-preferences';

type Section = keyof Preferences;

/**
 * One tab's section of the preferences document, edited locally until Save Changes. The save sends
 * only the fields this tab changed, so a save in another tab or device is not written over.
 */
export function usePreferencesDraft<S extends Section>(preferences: Preferences, section: S, onSaved: () => void) {
  const [draft, setDraft] = useState<Preferences[S]>(preferences[section]);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePreferences();

  const save = () => {
    setFailure(null);
    update.mutate(preferencesChanges(preferences, { ...preferences, [section]: draft }), {
      onSuccess: (saved) => {
        setDraft(saved[section]);
        onSaved();
      },
      onError: (error) => setFailure(isApiError(error) && error.detail ? error.detail : ''),
    });
  };

  return {
    draft,
    setDraft,
    change: <K extends keyof Preferences[S]>(key: K, value: Preferences[S][K]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    save,
    saving: update.isPending,
    failure,
    clearFailure: () => setFailure(null),
  };
}
