import { CUSTOMER_SETTINGS_MESSAGES, THEME_OPTIONS } from '@stockyard/domain';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import type { Theme } from '../../../lib/theme';
import { setTheme, useDisplayPreferences } from '../../../lib/theme-preferences';
import { SectionCard } from './section-card';

const LABELS = {
  light: 'settings:prefs.light',
  dark: 'settings:prefs.dark',
  auto: 'settings:prefs.auto',
} as const satisfies Record<Theme, string>;

/**
 * The theme for customers and admins (employees choose it in their Preferences tab): the same
 * display.theme preference as the navigation bar's switch, applied at once and saved on choosing.
 */
export function ThemePanel() {
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const { theme } = useDisplayPreferences();
  const id = useId();

  const choose = async (value: string) => {
    const next = THEME_OPTIONS.find((option) => option === value);
    if (!next) return;
    setTheme(next, true);
    try {
      await api.put('/users/me/preferences', { display: { theme: next } });
    } catch (error) {
      toast.error(errorMessage(error, translate(CUSTOMER_SETTINGS_MESSAGES.saveFailed)));
    }
  };

  return (
    <SectionCard title={t('settings:prefs.theme')}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {t('settings:prefs.theme')}
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => void choose(event.target.value)}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm sm:max-w-xs sm:text-sm"
      >
        {THEME_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(LABELS[option])}
          </option>
        ))}
      </select>
    </SectionCard>
  );
}
