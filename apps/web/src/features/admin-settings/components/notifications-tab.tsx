import { type SecretSetting as SecretName } from '@stockyard/domain';
import { FieldGrid, NumberSetting, SettingsSection, TextSetting, ToggleSetting } from './form-controls';
import { EmailTest } from './email-test';
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
        <EmailTest />
      </SettingsSection>
      <SettingsSection
        title="SMS"
        description="Text messages go through Twilio, or any gateway that speaks Twilio's Messages API. Until every field is filled in, people cannot switch SMS on."
      >
        <ToggleSetting name="sms_notifications" label="SMS Notifications" />
        <FieldGrid>
          <TextSetting name="sms_gateway_url" label="Gateway URL" hint="https://api.twilio.com for Twilio" />
          <TextSetting name="sms_account_sid" label="Account SID" />
          {secret('sms_auth_token', 'Auth Token')}
          <TextSetting name="sms_sender" label="Sender Number" hint="The From number or sender ID, e.g. +15550100000" />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection
        title="Push"
        description="Browsers subscribe with this server's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise a pair generated on first use and kept in the database."
      >
        <ToggleSetting name="push_notifications" label="Push Notifications" />
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
