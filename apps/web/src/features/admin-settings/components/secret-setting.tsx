import type { SecretSetting as SecretName, SystemSettingsFormInput } from '@stockyard/domain';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

type SecretSettingProps = {
  name: SecretName;
  label: string;
  /** Whether the server holds a value (it never sends it back). */
  stored: boolean;
  onRemove: () => void;
  removing: boolean;
};

/** A write-only value: typing replaces the stored one, leaving it empty keeps it. */
export function SecretSetting({ name, label, stored, onRemove, removing }: SecretSettingProps) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <div>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={stored ? '•••••••• (stored)' : 'Not set'}
        hint={stored ? 'A value is stored. Leave empty to keep it, or type a new one.' : 'Not set.'}
        error={formState.errors[name]?.message}
        {...register(name)}
      />
      {stored && (
        <Button variant="link" size="sm" className="mt-1 text-red-700" onClick={onRemove} loading={removing}>
          Remove stored {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
