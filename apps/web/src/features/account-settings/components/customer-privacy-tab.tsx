import {
  CUSTOMER_SETTINGS_MESSAGES,
  PROFILE_VISIBILITY_DESCRIPTIONS,
  PROFILE_VISIBILITY_NOTE,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  type Preferences,
} from '@stockyard/domain';
import { SelectField } from '../../../components/ui/select-field';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';

type Privacy = Preferences['privacy'];

const VISIBILITY_LABELS: Record<Privacy['profileVisibility'], string> = {
  private: 'Private',
  limited: 'Limited',
  public: 'Public',
};
const TIMEOUT_LABELS: Record<Privacy['sessionTimeout'], string> = {
  '15': '15 minutes',
  '30': '30 minutes',
  '60': '1 hour',
  '120': '2 hours',
  never: 'Never',
};

const visibilityOptions = PROFILE_VISIBILITY_OPTIONS.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
const timeoutOptions = SESSION_TIMEOUT_OPTIONS.map((value) => ({ value, label: TIMEOUT_LABELS[value] }));

/**
 * Spec 01 section 3 privacy options; twoFactorAuth is the server's sign-in state and is set in its
 * own panel. The spec's Data Sharing and Analytics switches are not offered: Stockyard shares no data
 * and runs no analytics, so they would change nothing (README, "Settings that act").
 */
export function CustomerPrivacyTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'privacy', onSaved);
  const privacy = draft.draft;

  return (
    <PreferencesPanel
      title="Privacy Settings"
      description="Control who sees your profile and how your data is used."
      failureMessage={CUSTOMER_SETTINGS_MESSAGES.saveFailed}
      draft={draft}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Profile Visibility"
          options={visibilityOptions}
          value={privacy.profileVisibility}
          hint={`${PROFILE_VISIBILITY_DESCRIPTIONS[privacy.profileVisibility]} ${PROFILE_VISIBILITY_NOTE}`}
          onChange={(event) => draft.change('profileVisibility', event.target.value as Privacy['profileVisibility'])}
        />
        <SelectField
          label="Session Timeout"
          hint="How long a sign-in lasts, from your next sign-in. The site's limit applies when it is shorter."
          options={timeoutOptions}
          value={privacy.sessionTimeout}
          onChange={(event) => draft.change('sessionTimeout', event.target.value as Privacy['sessionTimeout'])}
        />
      </div>
      <div className="mt-4 divide-y divide-gray-100">
        <ToggleRow
          label="Marketing Communications"
          description="Allow marketing messages about our services. The promotions you choose under Notifications are sent only while this is on."
          checked={privacy.marketingOptIn}
          onChange={(value) => draft.change('marketingOptIn', value)}
        />
      </div>
    </PreferencesPanel>
  );
}
