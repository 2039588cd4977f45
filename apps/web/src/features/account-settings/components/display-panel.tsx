import { CUSTOMER_SETTINGS_MESSAGES, DATE_FORMAT_CHOICES, THEME_OPTIONS } from '@stockyard/domain';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { purgeFormDrafts } from '../../../lib/form-draft';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import type { Theme } from '../../../lib/theme';
import { setDisplayPreferences, setTheme, useDisplayPreferences } from '../../../lib/theme-preferences';
import { dateFormatOptions } from './date-format-options';
import { SectionCard } from './section-card';
import { ToggleRow } from './toggle-row';

const LABELS = {
  light: 'settings:prefs.light',
  dark: 'settings:prefs.dark',
  auto: 'settings:prefs.auto',
} as const satisfies Record<Theme, string>;

const SELECT_CLASS =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm sm:max-w-xs sm:text-sm';

/**
 * Theme, date format and Auto-save for customers and admins (employees choose them in their
 * Preferences tab): the same display preferences as the navigation bar's theme switch, applied at
 * once and saved on choosing. Auto-save off removes the drafts kept so far (lib/form-draft.ts).
 */
export function DisplayPanel() {
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const locale = useLocale();
  const display = useDisplayPreferences();
  const { user } = useAuth();
  const themeId = useId();
  const dateFormatId = useId();

  const save = async (change: Record<string, string | boolean>) => {
    try {
      const saved = await api.put<{ display: unknown }>('/users/me/preferences', { display: change });
      setDisplayPreferences(saved.display);
      if (change.autoSave === false && user) purgeFormDrafts(user.id);
    } catch (error) {
      toast.error(errorMessage(error, translate(CUSTOMER_SETTINGS_MESSAGES.saveFailed)));
    }
  };

  const chooseTheme = (value: string) => {
    const next = THEME_OPTIONS.find((option) => option === value);
    if (!next) return;
    setTheme(next, true);
    void save({ theme: next });
  };

  const chooseDateFormat = (value: string) => {
    const next = DATE_FORMAT_CHOICES.find((option) => option === value);
    if (next) void save({ dateFormat: next });
  };

  return (
    <SectionCard title={t('settings:prefs.display')} description={t('settings:prefs.displayDescription')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={themeId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('settings:prefs.theme')}
          </label>
          <select
            id={themeId}
            value={display.theme}
            onChange={(event) => chooseTheme(event.target.value)}
            className={SELECT_CLASS}
          >
            {THEME_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(LABELS[option])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={dateFormatId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('settings:prefs.dateFormat')}
          </label>
          <select
            id={dateFormatId}
            value={display.dateFormat}
            onChange={(event) => chooseDateFormat(event.target.value)}
            className={SELECT_CLASS}
          >
            {dateFormatOptions(t, locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 border-t border-gray-100">
        <ToggleRow
          label={t('settings:prefs.autoSave')}
          description={t('settings:prefs.autoSaveHint')}
          checked={display.autoSave}
          onChange={(checked) => void save({ autoSave: checked })}
        />
      </div>
    </SectionCard>
  );
}
