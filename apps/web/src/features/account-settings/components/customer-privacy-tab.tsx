import {
  CUSTOMER_SETTINGS_MESSAGES,
  PROFILE_VISIBILITY_DESCRIPTIONS,
  PROFILE_VISIBILITY_APPLICATION_NOTE,
  PROFILE_VISIBILITY_NOTE,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  type Preferences,
} from '@stockyard/domain';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { PreferencesPanel } from './preferences-panel';
import { usePreferencesDraft } from './use-preferences-draft';

type Privacy = Preferences['privacy'];

const VISIBILITY_LABELS = {
  private: 'settings:privacy.private',
  limited: 'settings:privacy.limited',
  public: 'settings:privacy.public',
} as const satisfies Record<Privacy['profileVisibility'], string>;
const TIMEOUT_LABELS = {
  '15': 'settings:privacy.15',
  '30': 'settings:privacy.30',
  '60': 'settings:privacy.60',
  '120': 'settings:privacy.120',
  never: 'settings:privacy.never',
} as const satisfies Record<Privacy['sessionTimeout'], string>;

/**
 * Spec 01 section 3 privacy options; twoFactorAuth is the server's sign-in state and is set in its
 * own panel. The spec's Data Sharing and Analytics switches are not offered: Stockyard shares no data
 * and runs no analytics, so they would change nothing (docs/behaviour.md, "Settings that act").
 */
export function CustomerPrivacyTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'privacy', onSaved);
  const privacy = draft.draft;
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const visibilityOptions = PROFILE_VISIBILITY_OPTIONS.map((value) => ({ value, label: t(VISIBILITY_LABELS[value]) }));
  const timeoutOptions = SESSION_TIMEOUT_OPTIONS.map((value) => ({ value, label: t(TIMEOUT_LABELS[value]) }));

  return (
    <PreferencesPanel
      title={t('settings:privacy.title')}
      description={t('settings:privacy.description')}
      failureMessage={translate(CUSTOMER_SETTINGS_MESSAGES.saveFailed)}
      draft={draft}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('settings:privacy.visibility')}
          options={visibilityOptions}
          hint={`${translate(PROFILE_VISIBILITY_DESCRIPTIONS[privacy.profileVisibility])} ${translate(PROFILE_VISIBILITY_NOTE)} ${translate(PROFILE_VISIBILITY_APPLICATION_NOTE)}`}
          {...draft.choice('profileVisibility')}
        />
        <SelectField
          label={t('settings:privacy.timeout')}
          hint={t('settings:privacy.timeoutHint')}
          options={timeoutOptions}
          {...draft.choice('sessionTimeout')}
        />
      </div>
    </PreferencesPanel>
  );
}
