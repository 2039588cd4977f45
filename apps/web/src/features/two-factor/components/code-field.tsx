import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { useTranslation } from '../../../lib/i18n/react';

/** A one-time code input: numeric keyboard on phones, autofill from the platform's authenticator. */
export function CodeField({
  allowRecoveryCode = false,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type'> & { allowRecoveryCode?: boolean }) {
  return (
    <TextField
      type="text"
      autoComplete="one-time-code"
      inputMode={allowRecoveryCode ? 'text' : 'numeric'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={allowRecoveryCode ? 16 : 7}
      className="font-mono tracking-widest"
      {...props}
    />
  );
}

/** The account password that confirms a two-factor change (setup and turning it off). */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label'>) {
  const { t } = useTranslation(['auth']);
  return (
    <PasswordField label={t('auth:fields.password')} autoComplete="current-password" required autoFocus {...props} />
  );
}
