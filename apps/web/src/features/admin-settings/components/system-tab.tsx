import {
  BACKUP_FREQUENCIES,
  DEFAULT_ROLE_OPTIONS,
  LOG_LEVELS,
  type BackupFrequency,
  type LogLevel,
  type SystemSettingsFormInput,
} from '@stockyard/domain';
import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n/react';
import { useServerVersion } from '../api/get-server-version';
import { FieldGrid, NumberSetting, SelectSetting, SettingsSection, TextSetting, ToggleSetting } from './form-controls';
import { SETTING_LABELS } from './setting-labels';
import { CountrySetting } from './country-setting';

const ROLE_KEYS = {
  customer: 'common:roles.customer',
  employee: 'common:roles.employee',
} as const satisfies Record<(typeof DEFAULT_ROLE_OPTIONS)[number], string>;

export const FREQUENCY_KEYS = {
  hourly: 'admin:settings.frequency.hourly',
  daily: 'admin:settings.frequency.daily',
  weekly: 'admin:settings.frequency.weekly',
  monthly: 'admin:settings.frequency.monthly',
} as const satisfies Record<BackupFrequency, string>;

export const LOG_LEVEL_KEYS = {
  error: 'admin:settings.logLevel.error',
  warn: 'admin:settings.logLevel.warn',
  info: 'admin:settings.logLevel.info',
  debug: 'admin:settings.logLevel.debug',
} as const satisfies Record<LogLevel, string>;

/** `addressCountry`: the country the site's address names (Billing), which phones are then read with. */
export function SystemTab({ addressCountry }: { addressCountry: string | null }) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="space-y-6">
      <SettingsSection
        title={t('admin:settings.section.general')}
        description={t('admin:settings.section.generalText')}
      >
        <TextSetting name="site_name" hint={t('admin:settings.hint.siteName')} />
        <TextAreaField
          label={t(SETTING_LABELS.site_description)}
          rows={3}
          error={formState.errors.site_description?.message}
          {...register('site_description')}
        />
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.phones')}>
        <CountrySetting addressCountry={addressCountry} />
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.access')}>
        <ToggleSetting name="maintenance_mode" description={t('admin:settings.hint.maintenanceMode')} />
        <ToggleSetting name="allow_registrations" description={t('admin:settings.hint.allowRegistrations')} />
        <FieldGrid>
          <SelectSetting
            name="default_user_role"
            options={DEFAULT_ROLE_OPTIONS.map((value) => ({ value, label: t(ROLE_KEYS[value]) }))}
            hint={t('admin:settings.hint.defaultUserRole')}
          />
          <NumberSetting
            name="session_timeout_minutes"
            unit={t('admin:settings.unit.minutes')}
            hint={t('admin:settings.hint.sessionTimeout')}
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.files')}>
        <FieldGrid>
          <NumberSetting
            name="max_file_size_mb"
            unit={t('admin:settings.unit.mb')}
            hint={t('admin:settings.hint.maxFileSize')}
          />
          <SelectSetting
            name="backup_frequency"
            options={BACKUP_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_KEYS[value]) }))}
            hint={t('admin:settings.hint.backupFrequency')}
          />
          <SelectSetting
            name="log_level"
            options={LOG_LEVELS.map((value) => ({ value, label: t(LOG_LEVEL_KEYS[value]) }))}
            hint={t('admin:settings.hint.logLevel')}
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.counts')}>
        <FieldGrid>
          <NumberSetting
            name="count_variance_admin_threshold"
            unit={t('admin:settings.unit.currency')}
            hint={t('admin:settings.hint.countVarianceThreshold')}
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.about')} description={t('admin:settings.section.aboutText')}>
        <AboutLine />
      </SettingsSection>
    </div>
  );
}

/** The release the server runs, from GET /api/health (nothing while it loads or cannot be read). */
function AboutLine() {
  const { t } = useTranslation(['admin']);
  const version = useServerVersion().data;
  return version ? <p data-testid="about-version">{t('admin:settings.aboutVersion', { version })}</p> : null;
}
