import { SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE, type SystemSettingsFormInput } from '@stockyard/domain';
import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n/react';
import { FieldGrid, NumberSetting, SettingsSection, ToggleSetting } from './form-controls';
import { SETTING_LABELS } from './setting-labels';

export function SecurityTab() {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const { t } = useTranslation(['admin']);
  return (
    <div className="space-y-6">
      <SettingsSection
        title={t('admin:settings.section.passwords')}
        description={t('admin:settings.section.passwordsText')}
      >
        <FieldGrid>
          <NumberSetting name="password_min_length" hint={t('admin:settings.hint.passwordMinLength')} />
          <NumberSetting name="max_login_attempts" hint={t('admin:settings.hint.maxLoginAttempts')} />
          <NumberSetting
            name="lockout_minutes"
            unit={t('admin:settings.unit.minutes')}
            hint={t('admin:settings.hint.lockoutDuration')}
          />
          <NumberSetting
            name="rate_limit_per_minute"
            unit={t('admin:settings.unit.requestsPerMinute')}
            hint={t('admin:settings.hint.rateLimit', { floor: SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE })}
          />
        </FieldGrid>
        <ToggleSetting name="require_admin_two_factor" description={t('admin:settings.hint.requireTwoFactor')} />
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.ipList')} description={t('admin:settings.section.ipListText')}>
        <TextAreaField
          label={t(SETTING_LABELS.ip_allow_list)}
          rows={4}
          placeholder={'203.0.113.7\n10.0.0.0/8'}
          hint={t('admin:settings.hint.allowedAddresses')}
          spellCheck={false}
          error={formState.errors.ip_allow_list?.message}
          {...register('ip_allow_list')}
        />
      </SettingsSection>
    </div>
  );
}
