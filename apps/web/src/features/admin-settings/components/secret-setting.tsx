import type { SecretSetting as SecretName, SystemSettingsFormInput } from '@stockyard/domain';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n/react';
import { useSettingLabel } from './form-controls';

type SecretSettingProps = {
  name: SecretName;
  /** Whether the server holds a value (it never sends it back). */
  stored: boolean;
  onRemove: () => void;
  removing: boolean;
};

// Whole sentences per secret: a label cannot be lower-cased into a sentence in every language.
const REMOVE_KEYS = {
  smtp_password: 'admin:settings.secret.removeSmtpPassword',
  sms_auth_token: 'admin:settings.secret.removeAuthToken',
} as const satisfies Record<SecretName, string>;

/** A write-only value: typing replaces the stored one, leaving it empty keeps it. */
export function SecretSetting({ name, stored, onRemove, removing }: SecretSettingProps) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const { t } = useTranslation(['admin']);
  const label = useSettingLabel();
  return (
    <div>
      <TextField
        label={label(name)}
        type="password"
        autoComplete="new-password"
        placeholder={
          stored ? t('admin:settings.secret.storedPlaceholder') : t('admin:settings.secret.notSetPlaceholder')
        }
        hint={stored ? t('admin:settings.secret.storedHint') : t('admin:settings.secret.notSetHint')}
        error={formState.errors[name]?.message}
        {...register(name)}
      />
      {stored && (
        <Button variant="link" size="sm" className="mt-1 text-red-700" onClick={onRemove} loading={removing}>
          {t(REMOVE_KEYS[name])}
        </Button>
      )}
    </div>
  );
}
