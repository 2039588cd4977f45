import {
  EMPLOYEE_SETTINGS_MESSAGES,
  LANGUAGE_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
  type Preferences,
} from '@stockyard/domain';
import { SelectField } from '../../../components/ui/select-field';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { dateFormatOptions } from './date-format-options';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';

type Display = Preferences['display'];

const THEME_LABELS = {
  light: 'settings:prefs.light',
  dark: 'settings:prefs.dark',
  auto: 'settings:prefs.auto',
} as const satisfies Record<Display['theme'], string>;
const TIMEZONE_LABELS = {
  'America/New_York': 'settings:prefs.newYork',
  'America/Chicago': 'settings:prefs.chicago',
  'America/Denver': 'settings:prefs.denver',
  'America/Los_Angeles': 'settings:prefs.losAngeles',
} as const satisfies Record<Display['timezone'], string>;

// Each language in its own words, so someone who cannot read the current one still finds theirs.
const languageOptions = LANGUAGE_OPTIONS.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Spec 01 section 3 employee preferences. Theme, date format and timezone apply across the app when saved. */
export function EmployeePreferencesTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'display', onSaved);
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const locale = useLocale();
  const themeOptions = THEME_OPTIONS.map((value) => ({ value, label: t(THEME_LABELS[value]) }));
  const timezoneOptions = TIMEZONE_OPTIONS.map((value) => ({ value, label: t(TIMEZONE_LABELS[value]) }));

  return (
    <PreferencesPanel
      title={t('settings:prefs.title')}
      description={t('settings:prefs.description')}
      failureMessage={translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed)}
      draft={draft}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t('settings:prefs.theme')} options={themeOptions} {...draft.choice('theme')} />
        <SelectField label={t('settings:prefs.language')} options={languageOptions} {...draft.choice('language')} />
        <SelectField label={t('settings:prefs.timezone')} options={timezoneOptions} {...draft.choice('timezone')} />
        <SelectField
          label={t('settings:prefs.dateFormat')}
          options={dateFormatOptions(t, locale)}
          {...draft.choice('dateFormat')}
        />
      </div>
      <div className="mt-4 divide-y divide-gray-100">
        <ToggleRow label={t('settings:prefs.sound')} {...draft.toggle('soundEnabled')} />
        <ToggleRow label={t('settings:prefs.autoSave')} {...draft.toggle('autoSave')} />
        <ToggleRow label={t('settings:prefs.compact')} {...draft.toggle('compactView')} />
      </div>
    </PreferencesPanel>
  );
}
