import { EMPLOYEE_SETTINGS_MESSAGES } from '@stockyard/domain';
import { toast } from '../../../lib/toast';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useMe } from '../../../resources/current-user';
import { SlotCard } from './section-card';
import { PasswordSection, ProfileSection, type AccountSettingsProps } from './settings-sections';
import { BranchAlertsSection } from './branch-alerts-section';
import { DisplayPanel } from './display-panel';

/**
 * The Admin Profile tab of /admin/settings (spec 02): the admin's own profile, picture and password,
 * and the branch alerts the admin follows (any branch), as staff pick theirs in their settings.
 */
export function AdminProfileTab({ twoFactor, passwordPolicy }: AccountSettingsProps) {
  const profile = useMe();
  const translate = useTranslateMessage();
  return (
    <div className="space-y-6">
      <ProfileSection
        query={profile}
        failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
        onSaved={() => toast.success(translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdated))}
      />
      <DisplayPanel />
      <BranchAlertsSection />
      <PasswordSection role="staff" passwordPolicy={passwordPolicy} />
      <SlotCard>{twoFactor}</SlotCard>
    </div>
  );
}
