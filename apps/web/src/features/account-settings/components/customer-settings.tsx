import { CUSTOMER_SETTINGS_MESSAGES, DEFAULT_PASSWORD_POLICY } from '@stockyard/domain';
import Bell from 'lucide-react/icons/bell';
import KeyRound from 'lucide-react/icons/key-round';
import Shield from 'lucide-react/icons/shield';
import User from 'lucide-react/icons/user';
import { useTranslation } from '../../../lib/i18n/react';
import { useMe } from '../../../resources/current-user';
import { usePreferences } from '../api/get-preferences';
import { CustomerNotificationsTab } from './customer-notifications-tab';
import { CustomerPrivacyTab } from './customer-privacy-tab';
import { DataPrivacyPanel } from './data-privacy-panel';
import { changeMinimum } from './password-change-form';
import { PasswordRules } from './password-rules';
import { SavedBanner } from './saved-banner';
import { SlotCard } from './section-card';
import { PasswordSection, PreferencesSection, ProfileSection, type AccountSettingsProps } from './settings-sections';
import { SettingsTabs } from './settings-tabs';
import { DisplayPanel } from './display-panel';
import { useSavedBanner } from './use-saved-banner';

/** /customer/settings (spec 01): Profile, Notifications, Privacy & Security, Change Password. */
export function CustomerSettings({ twoFactor, passwordPolicy = DEFAULT_PASSWORD_POLICY }: AccountSettingsProps) {
  const profile = useMe();
  const preferences = usePreferences();
  const banner = useSavedBanner();
  const { t } = useTranslation(['settings']);

  const tabs = [
    {
      value: 'profile',
      label: t('settings:tabs.profile'),
      icon: User,
      content: (
        <div className="space-y-6">
          <ProfileSection
            query={profile}
            failureMessage={CUSTOMER_SETTINGS_MESSAGES.saveFailed}
            onSaved={banner.show}
          />
          <DisplayPanel />
        </div>
      ),
    },
    {
      value: 'notifications',
      label: t('settings:tabs.notifications'),
      icon: Bell,
      content: <PreferencesSection query={preferences} tab={CustomerNotificationsTab} onSaved={banner.show} />,
    },
    {
      value: 'privacy',
      label: t('settings:tabs.privacySecurity'),
      icon: Shield,
      content: (
        <div className="space-y-6">
          <PreferencesSection query={preferences} tab={CustomerPrivacyTab} onSaved={banner.show} />
          <SlotCard>{twoFactor}</SlotCard>
          <DataPrivacyPanel messages={CUSTOMER_SETTINGS_MESSAGES} />
        </div>
      ),
    },
    {
      value: 'password',
      label: t('settings:password.change'),
      icon: KeyRound,
      content: (
        <PasswordSection
          role="customer"
          rules={<PasswordRules minLength={changeMinimum(passwordPolicy)} />}
          passwordPolicy={passwordPolicy}
        />
      ),
    },
  ];

  return (
    <>
      <SavedBanner visible={banner.visible} />
      <SettingsTabs tabs={tabs} label={t('settings:tabs.account')} />
    </>
  );
}
