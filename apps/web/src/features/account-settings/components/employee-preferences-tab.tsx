import {
  DATE_FORMAT_OPTIONS,
  EMPLOYEE_SETTINGS_MESSAGES,
  formatCalendarParts,
  LANGUAGE_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
  type Preferences,
} from '@stockyard/domain';
import { SelectField } from '../../../components/ui/select-field';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';

type Display = Preferences['display'];

const THEME_LABELS: Record<Display['theme'], string> = { light: 'Light', dark: 'Dark', auto: 'Auto (system)' };
const LANGUAGE_LABELS: Record<Display['language'], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};
const TIMEZONE_LABELS: Record<Display['timezone'], string> = {
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
};
// Each pattern shown with a worked example, so the choice is clear at a glance.
const EXAMPLE = { year: 2025, month: 12, day: 31 };

const themeOptions = THEME_OPTIONS.map((value) => ({ value, label: THEME_LABELS[value] }));
const languageOptions = LANGUAGE_OPTIONS.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const timezoneOptions = TIMEZONE_OPTIONS.map((value) => ({ value, label: TIMEZONE_LABELS[value] }));
const dateFormatOptions = DATE_FORMAT_OPTIONS.map((value) => ({
  value,
  label: `${value} (${formatCalendarParts(EXAMPLE, value)})`,
}));

/** Spec 01 section 3 employee preferences. Theme, date format and timezone apply across the app when saved. */
export function EmployeePreferencesTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'display', onSaved);
  const display = draft.draft;

  return (
    <PreferencesPanel
      title="Preferences"
      description="Appearance, language and how dates are shown."
      failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
      draft={draft}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Theme"
          options={themeOptions}
          value={display.theme}
          onChange={(event) => draft.change('theme', event.target.value as Display['theme'])}
        />
        <SelectField
          label="Language"
          options={languageOptions}
          value={display.language}
          onChange={(event) => draft.change('language', event.target.value as Display['language'])}
        />
        <SelectField
          label="Timezone"
          options={timezoneOptions}
          value={display.timezone}
          onChange={(event) => draft.change('timezone', event.target.value as Display['timezone'])}
        />
        <SelectField
          label="Date Format"
          options={dateFormatOptions}
          value={display.dateFormat}
          onChange={(event) => draft.change('dateFormat', event.target.value as Display['dateFormat'])}
        />
      </div>
      <div className="mt-4 divide-y divide-gray-100">
        <ToggleRow
          label="Sound Effects"
          checked={display.soundEnabled}
          onChange={(value) => draft.change('soundEnabled', value)}
        />
        <ToggleRow label="Auto-save" checked={display.autoSave} onChange={(value) => draft.change('autoSave', value)} />
        <ToggleRow
          label="Compact View"
          checked={display.compactView}
          onChange={(value) => draft.change('compactView', value)}
        />
      </div>
    </PreferencesPanel>
  );
}
