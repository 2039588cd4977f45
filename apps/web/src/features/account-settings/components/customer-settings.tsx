import { CUSTOMER_SETTINGS_MESSAGES, DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@stockyard/domain';
import { Bell, KeyRound, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useMe } from '../../../resources/current-user';
import { usePreferences } from '../api/get-preferences';
import { CustomerNotificationsTab } from './customer-notifications-tab';
import { CustomerPrivacyTab } from './customer-privacy-tab';
import { DataPrivacyPanel } from './data-privacy-panel';
import { changeMinimum, PasswordChangeForm } from './password-change-form';
import { PasswordRules } from './password-rules';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';
import { SavedBanner } from './saved-banner';
import { SectionCard, SlotCard } from './section-card';
import { SettingsTabs } from './settings-tabs';
import { ThemePanel } from './theme-panel';
import { useSavedBanner } from './use-saved-banner';

/** /customer/settings (spec 01): Profile, Notifications, Privacy & Security, Change Password. */
/** `passwordPolicy` comes from the public settings, which the route reads. */
export function CustomerSettings({
  twoFactor,
  passwordPolicy = DEFAULT_PASSWORD_POLICY,
}: {
  twoFactor?: ReactNode;
  passwordPolicy?: PasswordPolicy;
}) {
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
        <div className="space-y-6">
          <QueryState query={profile} what="profile">
            {(data) => (
              <ProfileForm
                profile={data}
                failureMessage={translate(CUSTOMER_SETTINGS_MESSAGES.saveFailed)}
                onSaved={banner.show}
              />
            )}
          </QueryState>
          <ThemePanel />
        </div>
      ),
    },
    {
      value: 'notifications',
      label: t('settings:tabs.notifications'),
      icon: Bell,
      content: (
        <QueryState query={preferences} what="preferences">
          {(data) => <CustomerNotificationsTab preferences={data} onSaved={banner.show} />}
        </QueryState>
      ),
    },
    {
      value: 'privacy',
      label: t('settings:tabs.privacySecurity'),
      icon: Shield,
      content: (
        <div className="space-y-6">
          <QueryState query={preferences} what="preferences">
            {(data) => <CustomerPrivacyTab preferences={data} onSaved={banner.show} />}
          </QueryState>
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
        <SectionCard title={t('settings:password.title')} description={t('settings:password.sessionsEnd')}>
          <PasswordChangeForm
            mismatchMessage="New passwords do not match"
            failureMessage={translate(CUSTOMER_SETTINGS_MESSAGES.passwordChangeFailed)}
            onChanged={() => toast.success(translate(CUSTOMER_SETTINGS_MESSAGES.passwordChanged))}
            rules={<PasswordRules minLength={changeMinimum(passwordPolicy)} />}
            passwordPolicy={passwordPolicy}
          />
        </SectionCard>
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
