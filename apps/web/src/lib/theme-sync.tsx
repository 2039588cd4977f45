import { useEffect } from 'react';
import { api } from './api-client';
import { useAuth } from './auth';
import { purgeFormDrafts } from './form-draft';
import { setLanguage } from './i18n/language';
import { resetDisplayPreferences, setDisplayPreferences, toDisplayPreferences } from './theme-preferences';

/**
 * Keeps the display preferences in step with the session: the signed-in user's saved theme, date
 * format and timezone once they are known, the defaults (light) once nobody is signed in. It is
 * loaded after the first paint (app/providers.tsx), so it imports the API client directly.
 */
export function ThemeSync() {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      if (!isLoading) resetDisplayPreferences();
      return;
    }
    const controller = new AbortController();
    api
      .get<{ display?: { language?: unknown } }>('/users/me/preferences', {
        signal: controller.signal,
        skipAuthRedirect: true,
      })
      .then((preferences) => {
        setDisplayPreferences(preferences.display);
        // The saved language follows the user to every browser they sign in on.
        void setLanguage(preferences.display?.language);
        // Auto-save off (perhaps on another device): no drafts stay in this browser either.
        if (!toDisplayPreferences(preferences.display).autoSave) purgeFormDrafts(userId);
      })
      .catch(() => {
        // A failed load keeps the cached values; a 401 is the session's business (auth.tsx).
      });
    return () => controller.abort();
  }, [userId, isLoading]);

  return null;
}
