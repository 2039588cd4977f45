import { SMS_PROVIDER_LABELS, SMS_PROVIDERS, type SecretSetting as SecretName } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { FieldGrid, NumberSetting, SelectSetting, SettingsSection, TextSetting, ToggleSetting } from './form-controls';
import { SecretSetting } from './secret-setting';

type NotificationsTabProps = {
  stored: Record<SecretName, boolean>;
  onRemoveSecret: (name: SecretName) => void;
  removing: SecretName | null;
};

export function NotificationsTab({ stored, onRemoveSecret, removing }: NotificationsTabProps) {
  const secret = (name: SecretName, label: string) => (
    <SecretSetting
      name={name}
      label={label}
      stored={stored[name]}
      onRemove={() => onRemoveSecret(name)}
      removing={removing === name}
    />
  );
  return (
    <div className="space-y-6">
      <Alert tone="info">
        These values are stored for the mail, SMS and push senders. Stockyard does not send messages yet, so nothing is
        sent when they change.
      </Alert>
      <SettingsSection title="Email (SMTP)">
        <ToggleSetting name="email_notifications" label="Email Notifications" />
        <FieldGrid>
          <TextSetting name="smtp_host" label="SMTP Host" />
          <NumberSetting name="smtp_port" label="SMTP Port" min={1} max={65535} hint="587 for STARTTLS, 465 for TLS" />
          <TextSetting name="smtp_username" label="SMTP Username" />
          {secret('smtp_password', 'SMTP Password')}
          <TextSetting name="smtp_from_email" label="From Address" type="email" />
        </FieldGrid>
        <ToggleSetting name="smtp_use_tls" label="Use TLS" />
      </SettingsSection>
      <SettingsSection title="SMS">
        <ToggleSetting name="sms_notifications" label="SMS Notifications" />
        <FieldGrid>
          <SelectSetting
            name="sms_provider"
            label="Provider"
            options={SMS_PROVIDERS.map((value) => ({ value, label: SMS_PROVIDER_LABELS[value] }))}
          />
          <TextSetting name="sms_sender" label="Sender ID or Number" />
          {secret('sms_api_key', 'API Key')}
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title="Push">
        <ToggleSetting name="push_notifications" label="Push Notifications" />
        {secret('push_server_key', 'Server Key')}
      </SettingsSection>
      <SettingsSection title="Alerts" description="Which events raise an alert for admins.">
        <ToggleSetting
          name="alert_low_stock"
          label="Low Stock"
          description="An item falls to its low-stock threshold."
        />
        <ToggleSetting name="alert_new_application" label="New Storage Applications" />
        <ToggleSetting
          name="alert_security"
          label="Security Events"
          description="Locked accounts and refused sign-ins."
        />
        <ToggleSetting name="alert_system_errors" label="System Errors" />
      </SettingsSection>
    </div>
  );
}
