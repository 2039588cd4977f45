import { EMPLOYEE_SETTINGS_MESSAGES, type PasswordPolicy } from '@stockyard/domain';
import { Bell, Database, Lock, SlidersHorizontal, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useMe } from '../../../resources/current-user';
import { usePreferences } from '../api/get-preferences';
import { DataPrivacyPanel } from './data-privacy-panel';
import { EmployeeNotificationsTab } from './employee-notifications-tab';
import { EmployeePreferencesTab } from './employee-preferences-tab';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';
import { SavedBanner } from './saved-banner';
import { SectionCard, SlotCard } from './section-card';
import { SettingsTabs } from './settings-tabs';
import { useSavedBanner } from './use-saved-banner';

/** /employee/settings (spec 01): Profile, Security, Notifications, Preferences, Data & Privacy. */
/** `passwordPolicy` comes from the public settings, which the route reads. */
export function EmployeeSettings({
  twoFactor,
  passwordPolicy,
}: {
  twoFactor?: ReactNode;
  passwordPolicy?: PasswordPolicy;
}) {
  const profile = useMe();
  const preferences = usePreferences();
  const banner = useSavedBanner();

  const tabs = [
    {
      value: 'profile',
      label: 'Profile',
      icon: User,
      content: (
        <QueryState query={profile} what="your profile">
          {(data) => (
            <ProfileForm
              profile={data}
              staff
              failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
              onSaved={() => toast.success(EMPLOYEE_SETTINGS_MESSAGES.profileUpdated)}
            />
          )}
        </QueryState>
      ),
    },
    {
      value: 'security',
      label: 'Security',
      icon: Lock,
      content: (
        <div className="space-y-6">
          <SectionCard title="Change Password" description="Other signed-in sessions end when the password changes.">
            <PasswordChangeForm
              mismatchMessage="Passwords do not match"
              failureMessage={EMPLOYEE_SETTINGS_MESSAGES.passwordChangeFailed}
              onChanged={() => toast.success(EMPLOYEE_SETTINGS_MESSAGES.passwordChanged)}
              passwordPolicy={passwordPolicy}
            />
          </SectionCard>
          <SlotCard>{twoFactor}</SlotCard>
        </div>
      ),
    },
    {
      value: 'notifications',
      label: 'Notifications',
      icon: Bell,
      content: (
        <QueryState query={preferences} what="your preferences">
          {(data) => <EmployeeNotificationsTab preferences={data} onSaved={banner.show} />}
        </QueryState>
      ),
    },
    {
      value: 'preferences',
      label: 'Preferences',
      icon: SlidersHorizontal,
      content: (
        <QueryState query={preferences} what="your preferences">
          {(data) => <EmployeePreferencesTab preferences={data} onSaved={banner.show} />}
        </QueryState>
      ),
    },
    {
      value: 'data',
      label: 'Data & Privacy',
      icon: Database,
      content: <DataPrivacyPanel messages={EMPLOYEE_SETTINGS_MESSAGES} />,
    },
  ];

  return (
    <>
      <SavedBanner visible={banner.visible} />
      <SettingsTabs tabs={tabs} label="Employee settings" />
    </>
  );
}
