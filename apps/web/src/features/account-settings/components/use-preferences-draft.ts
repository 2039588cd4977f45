import { preferencesChanges, type Preferences } from '@stockyard/domain';
import { useState, type ChangeEvent } from 'react';
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

  const change = <K extends keyof Preferences[S]>(key: K, value: Preferences[S][K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return {
    draft,
    setDraft,
    change,
    /** A select's value and change handler for one setting; its options are that setting's values. */
    choice: <K extends keyof Preferences[S]>(key: K) => ({
      value: String(draft[key]),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => change(key, event.target.value as Preferences[S][K]),
    }),
    /** A ToggleRow's state and change handler for one on/off setting. */
    toggle: <K extends keyof Preferences[S]>(key: K) => ({
      checked: Boolean(draft[key]),
      onChange: (value: boolean) => change(key, value as Preferences[S][K]),
    }),
    save,
    saving: update.isPending,
    failure,
    clearFailure: () => setFailure(null),
  };
}
