import {
  BACKUP_FREQUENCIES,
  BACKUP_FREQUENCY_LABELS,
  DEFAULT_ROLE_OPTIONS,
  LOG_LEVEL_LABELS,
  LOG_LEVELS,
} from '@stockyard/domain';
import { TextAreaField } from '../../../components/ui/field';
import { useFormContext } from 'react-hook-form';
import type { SystemSettingsFormInput } from '@stockyard/domain';
import { FieldGrid, NumberSetting, SelectSetting, SettingsSection, TextSetting, ToggleSetting } from './form-controls';

const ROLE_LABELS: Record<(typeof DEFAULT_ROLE_OPTIONS)[number], string> = {
  customer: 'Customer',
  employee: 'Employee',
};

export function SystemTab() {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <div className="space-y-6">
      <SettingsSection title="General" description="How the site presents itself.">
        <TextSetting name="site_name" label="Site Name" hint="Shown in the navigation bar and the browser tab." />
        <TextAreaField
          label="Site Description"
          rows={3}
          error={formState.errors.site_description?.message}
          {...register('site_description')}
        />
      </SettingsSection>
      <SettingsSection title="Access">
        <ToggleSetting
          name="maintenance_mode"
          label="Maintenance Mode"
          description="Customers and employees are told the site is down for maintenance; admins keep working."
        />
        <ToggleSetting
          name="allow_registrations"
          label="Allow Registrations"
          description="When off, the register page explains that accounts are created on request."
        />
        <FieldGrid>
          <SelectSetting
            name="default_user_role"
            label="Default User Role"
            options={DEFAULT_ROLE_OPTIONS.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            hint="Preselected when an admin adds a user. Self-registration always creates a customer."
          />
          <NumberSetting
            name="session_timeout_minutes"
            label="Session Timeout"
            unit="minutes"
            min={5}
            max={1440}
            hint="How long a sign-in lasts. Applies to new sign-ins."
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title="Files and Maintenance">
        <FieldGrid>
          <NumberSetting
            name="max_file_size_mb"
            label="Max File Size"
            unit="MB"
            min={1}
            max={100}
            hint="Uploads above this are refused, even where a form allows more."
          />
          <SelectSetting
            name="backup_frequency"
            label="Backup Frequency"
            options={BACKUP_FREQUENCIES.map((value) => ({ value, label: BACKUP_FREQUENCY_LABELS[value] }))}
            hint="The Database tab shows when the next backup is due."
          />
          <SelectSetting
            name="log_level"
            label="Logging Level"
            options={LOG_LEVELS.map((value) => ({ value, label: LOG_LEVEL_LABELS[value] }))}
            hint="Applies at once to every server process (unless the operator pinned LOG_LEVEL)."
          />
        </FieldGrid>
      </SettingsSection>
    </div>
  );
}
