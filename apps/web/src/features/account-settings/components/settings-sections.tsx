import type { PasswordPolicy, Preferences, Profile } from '@stockyard/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { PasswordChangeForm, type PasswordChangeFormProps } from './password-change-form';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';

/** The sentences a role's settings screen says about saving (the domain's customer or employee set). */
type SettingsMessages = {
  passwordChangeFailed: string;
  passwordChanged: string;
};

type PasswordSectionProps = {
  messages: SettingsMessages;
  mismatchMessage: PasswordChangeFormProps['mismatchMessage'];
  passwordPolicy?: PasswordPolicy;
  rules?: ReactNode;
};

/** The Change Password card of every role's settings: a change ends the other sessions. */
export function PasswordSection({ messages, mismatchMessage, passwordPolicy, rules }: PasswordSectionProps) {
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  return (
    <SectionCard title={t('settings:password.title')} description={t('settings:password.sessionsEnd')}>
      <PasswordChangeForm
        mismatchMessage={mismatchMessage}
        failureMessage={translate(messages.passwordChangeFailed)}
        onChanged={() => toast.success(translate(messages.passwordChanged))}
        rules={rules}
        passwordPolicy={passwordPolicy}
      />
    </SectionCard>
  );
}

type ProfileSectionProps = {
  query: UseQueryResult<Profile>;
  failureMessage: string;
  onSaved: (profile: Profile) => void;
  staff?: boolean;
};

/** The profile form once the profile has loaded (a spinner, or the failure with Retry, before). */
export function ProfileSection({ query, failureMessage, onSaved, staff }: ProfileSectionProps) {
  const translate = useTranslateMessage();
  return (
    <QueryState query={query} what="profile">
      {(data) => (
        <ProfileForm profile={data} staff={staff} failureMessage={translate(failureMessage)} onSaved={onSaved} />
      )}
    </QueryState>
  );
}

type PreferencesSectionProps = {
  query: UseQueryResult<Preferences>;
  tab: ComponentType<{ preferences: Preferences; onSaved: () => void }>;
  onSaved: () => void;
};

/** A preferences tab once the preferences have loaded. */
export function PreferencesSection({ query, tab: Tab, onSaved }: PreferencesSectionProps) {
  return (
    <QueryState query={query} what="preferences">
      {(data) => <Tab preferences={data} onSaved={onSaved} />}
    </QueryState>
  );
}
