import { EMPLOYEE_SETTINGS_MESSAGES, type PasswordPolicy } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useMe } from '../../../resources/current-user';
import { SlotCard } from './section-card';
import { PasswordSection, ProfileSection } from './settings-sections';
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
  const translate = useTranslateMessage();
  return (
    <div className="space-y-6">
      <ProfileSection
        query={profile}
        failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
        onSaved={() => toast.success(translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdated))}
      />
      <ThemePanel />
      <PasswordSection
        messages={EMPLOYEE_SETTINGS_MESSAGES}
        mismatchMessage="Passwords do not match"
        passwordPolicy={passwordPolicy}
      />
      <SlotCard>{twoFactor}</SlotCard>
    </div>
  );
}
