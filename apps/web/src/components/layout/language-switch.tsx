import { useId, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { setLanguage, useLanguage } from '../../lib/i18n/language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import { useTranslation } from '../../lib/i18n/react';

/**
 * The footer's language choice. A visitor's is kept in this browser; a signed-in user's is saved as
 * their display.language preference too, so it follows them to other devices.
 */
export function LanguageSwitch() {
  const { t } = useTranslation(['common']);
  const { isAuthenticated } = useAuth();
  const language = useLanguage();
  const [saving, setSaving] = useState(false);
  const id = useId();

  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    setSaving(true);
    try {
      if (isAuthenticated) {
        const { api } = await import('../../lib/api-client');
        await api.put('/users/me/preferences', { display: { language: value } });
      }
      await setLanguage(value);
    } catch {
      // The saved preference stays as it was; the page still switches for this visit.
      await setLanguage(value);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-600">
        {t('common:footer.language')}
      </label>
      <select
        id={id}
        value={language}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
