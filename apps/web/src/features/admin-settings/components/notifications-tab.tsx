import { type SecretSetting as SecretName } from '@stockyard/domain';
import { useTranslation } from '../../../lib/i18n/react';
import { EmailTest } from './email-test';
import { FieldGrid, NumberSetting, SettingsSection, TextSetting, ToggleSetting } from './form-controls';
import { SecretSetting } from './secret-setting';

type NotificationsTabProps = {
  stored: Record<SecretName, boolean>;
  onRemoveSecret: (name: SecretName) => void;
  removing: SecretName | null;
};

export function NotificationsTab({ stored, onRemoveSecret, removing }: NotificationsTabProps) {
  const { t } = useTranslation(['admin']);
  const secret = (name: SecretName) => (
    <SecretSetting
      name={name}
      stored={stored[name]}
      onRemove={() => onRemoveSecret(name)}
      removing={removing === name}
    />
  );
  return (
    <div className="space-y-6">
      <SettingsSection title={t('admin:settings.section.email')}>
        <ToggleSetting name="email_notifications" />
        <FieldGrid>
          <TextSetting name="smtp_host" />
          <NumberSetting name="smtp_port" hint={t('admin:settings.hint.smtpPort')} />
          <TextSetting name="smtp_username" />
          {secret('smtp_password')}
          <TextSetting name="smtp_from_email" type="email" />
        </FieldGrid>
        <ToggleSetting name="smtp_use_tls" />
        <EmailTest />
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.sms')} description={t('admin:settings.section.smsText')}>
        <ToggleSetting name="sms_notifications" />
        <FieldGrid>
          <TextSetting name="sms_gateway_url" hint={t('admin:settings.hint.gatewayUrl')} />
          <TextSetting name="sms_account_sid" />
          {secret('sms_auth_token')}
          <TextSetting name="sms_sender" hint={t('admin:settings.hint.senderNumber')} />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.push')} description={t('admin:settings.section.pushText')}>
        <ToggleSetting name="push_notifications" />
      </SettingsSection>
      <SettingsSection title={t('admin:settings.section.alerts')} description={t('admin:settings.section.alertsText')}>
        <ToggleSetting name="alert_low_stock" description={t('admin:settings.hint.alertLowStock')} />
        <ToggleSetting name="alert_new_application" />
        <ToggleSetting name="alert_security" description={t('admin:settings.hint.alertSecurity')} />
        <ToggleSetting name="alert_system_errors" />
      </SettingsSection>
    </div>
  );
}
