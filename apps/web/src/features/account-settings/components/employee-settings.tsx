import { EMPLOYEE_SETTINGS_MESSAGES } from '@stockyard/domain';
import Bell from 'lucide-react/icons/bell';
import Database from 'lucide-react/icons/database';
import Lock from 'lucide-react/icons/lock';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import User from 'lucide-react/icons/user';
import { toast } from '../../../lib/toast';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useMe } from '../../../resources/current-user';
import { usePreferences } from '../api/get-preferences';
import { DataPrivacyPanel } from './data-privacy-panel';
import { BranchAlertsSection } from './branch-alerts-section';
import { EmployeeNotificationsTab } from './employee-notifications-tab';
import { EmployeePreferencesTab } from './employee-preferences-tab';
import { SavedBanner } from './saved-banner';
import { SlotCard } from './section-card';
import { PasswordSection, PreferencesSection, ProfileSection, type AccountSettingsProps } from './settings-sections';
import { SettingsTabs } from './settings-tabs';
import { useSavedBanner } from './use-saved-banner';

/** /employee/settings (spec 01): Profile, Security, Notifications, Preferences, Data & Privacy. */
export function EmployeeSettings({ twoFactor, passwordPolicy }: AccountSettingsProps) {
  const profile = useMe();
  const preferences = usePreferences();
  const banner = useSavedBanner();
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();

  const tabs = [
    {
      value: 'profile',
      label: t('settings:tabs.profile'),
      icon: User,
      content: (
        <ProfileSection
          query={profile}
          staff
          failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
          onSaved={() => toast.success(translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdated))}
        />
      ),
    },
    {
      value: 'security',
      label: t('settings:tabs.security'),
      icon: Lock,
      content: (
        <div className="space-y-6">
          <PasswordSection role="staff" passwordPolicy={passwordPolicy} />
          <SlotCard>{twoFactor}</SlotCard>
        </div>
      ),
    },
    {
      value: 'notifications',
      label: t('settings:tabs.notifications'),
      icon: Bell,
      content: (
        <div className="space-y-6">
          <PreferencesSection query={preferences} tab={EmployeeNotificationsTab} onSaved={banner.show} />
          <BranchAlertsSection />
        </div>
      ),
    },
    {
      value: 'preferences',
      label: t('settings:tabs.preferences'),
      icon: SlidersHorizontal,
      content: <PreferencesSection query={preferences} tab={EmployeePreferencesTab} onSaved={banner.show} />,
    },
    {
      value: 'data',
      label: t('settings:tabs.data'),
      icon: Database,
      content: <DataPrivacyPanel messages={EMPLOYEE_SETTINGS_MESSAGES} />,
    },
  ];

  return (
    <>
      <SavedBanner visible={banner.visible} />
      <SettingsTabs tabs={tabs} label={t('settings:tabs.employee')} />
    </>
  );
}
