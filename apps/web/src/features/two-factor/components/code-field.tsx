import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field';

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
