import type { SystemSettingsFormInput } from '@stockyard/domain';
import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { FieldGrid, NumberSetting, SettingsSection, ToggleSetting } from './form-controls';

export function SecurityTab() {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <div className="space-y-6">
      <SettingsSection title="Passwords and Sign-in" description="Applied by the server to every account.">
        <FieldGrid>
          <NumberSetting
            name="password_min_length"
            label="Minimum Password Length"
            min={6}
            max={32}
            hint="6 to 32 characters. Applies to every new password."
          />
          <NumberSetting
            name="max_login_attempts"
            label="Max Login Attempts"
            min={3}
            max={10}
            hint="3 to 10 failed sign-ins of one name from one address pause that name there."
          />
          <NumberSetting
            name="lockout_minutes"
            label="Lockout Duration"
            unit="minutes"
            min={1}
            max={1440}
            hint="The first pause; each repeated one lasts twice as long, up to a day."
          />
          <NumberSetting
            name="rate_limit_per_minute"
            label="Rate Limit"
            unit="requests per minute"
            min={10}
            max={10000}
            hint="Per signed-in user, or per address for visitors."
          />
        </FieldGrid>
        <ToggleSetting
          name="require_admin_two_factor"
          label="Require Two-Factor Sign-in for Admins"
          description="Admins must enrol an authenticator app before they can use the admin area."
        />
      </SettingsSection>
      <SettingsSection
        title="IP Allow-list"
        description="When it has entries, admins can work only from these addresses. Leave it empty to allow any address."
      >
        <TextAreaField
          label="Allowed Addresses"
          rows={4}
          placeholder={'203.0.113.7\n10.0.0.0/8'}
          hint="One IPv4 or IPv6 address or range (CIDR) per line. Your own address must be on it."
          spellCheck={false}
          error={formState.errors.ip_allow_list?.message}
          {...register('ip_allow_list')}
        />
      </SettingsSection>
    </div>
  );
}
