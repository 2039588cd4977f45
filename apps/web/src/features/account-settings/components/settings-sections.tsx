import {
  CUSTOMER_SETTINGS_MESSAGES,
  EMPLOYEE_SETTINGS_MESSAGES,
  type PasswordPolicy,
  type Preferences,
  type Profile,
} from '@stockyard/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { PasswordChangeForm, type PasswordChangeFormProps } from './password-change-form';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';

/** What the route hands every role's settings screen. */
export type AccountSettingsProps = {
  /** The two-factor panel, from its own feature. */
  twoFactor?: ReactNode;
  /** From the public settings, which the route reads: the password change form's hint and minimum. */
  passwordPolicy?: PasswordPolicy;
};

/** What each role's settings say about a password change (spec 01: the customer's and the employee's words). */
const PASSWORD_WORDS = {
  customer: { messages: CUSTOMER_SETTINGS_MESSAGES, mismatch: 'New passwords do not match' },
  staff: { messages: EMPLOYEE_SETTINGS_MESSAGES, mismatch: 'Passwords do not match' },
} as const satisfies Record<string, { messages: unknown; mismatch: PasswordChangeFormProps['mismatchMessage'] }>;

type PasswordSectionProps = {
  /** Employees and admins share the employee's words. */
  role: keyof typeof PASSWORD_WORDS;
  passwordPolicy?: PasswordPolicy;
  rules?: ReactNode;
};

/** The Change Password card of every role's settings: a change ends the other sessions. */
export function PasswordSection({ role, passwordPolicy, rules }: PasswordSectionProps) {
  const { messages, mismatch } = PASSWORD_WORDS[role];
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  return (
    <SectionCard title={t('settings:password.title')} description={t('settings:password.sessionsEnd')}>
      <PasswordChangeForm
        mismatchMessage={mismatch}
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
