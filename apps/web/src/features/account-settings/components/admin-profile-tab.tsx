import { EMPLOYEE_SETTINGS_MESSAGES, type PasswordPolicy } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useMe } from '../../../resources/current-user';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import { QueryState } from './query-state';
import { SectionCard, SlotCard } from './section-card';
import { ThemePanel } from './theme-panel';

/**
 * The Admin Profile tab of /admin/settings (spec 02): the admin's own profile, picture and password.
 * The two-factor panel comes from its own feature, so the route passes it in.
 */
export function AdminProfileTab({
  twoFactor,
  passwordPolicy,
}: {
  twoFactor?: ReactNode;
  /** From the public settings, which the route reads: the password change form's hint and minimum. */
  passwordPolicy?: PasswordPolicy;
}) {
  const profile = useMe();
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  return (
    <div className="space-y-6">
      <QueryState query={profile} what="profile">
        {(data) => (
          <ProfileForm
            profile={data}
            failureMessage={translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed)}
            onSaved={() => toast.success(translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdated))}
          />
        )}
      </QueryState>
      <ThemePanel />
      <SectionCard title={t('settings:password.title')} description={t('settings:password.sessionsEnd')}>
        <PasswordChangeForm
          mismatchMessage="Passwords do not match"
          failureMessage={translate(EMPLOYEE_SETTINGS_MESSAGES.passwordChangeFailed)}
          onChanged={() => toast.success(translate(EMPLOYEE_SETTINGS_MESSAGES.passwordChanged))}
          passwordPolicy={passwordPolicy}
        />
      </SectionCard>
      <SlotCard>{twoFactor}</SlotCard>
    </div>
  );
}
