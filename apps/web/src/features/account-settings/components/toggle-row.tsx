import { SwitchRow } from '../../../components/ui/switch-row';

type ToggleRowProps = {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A preference switch that saves through `onChange`. */
export function ToggleRow({ label, description, checked, onChange, disabled }: ToggleRowProps) {
  return (
    <SwitchRow
      label={label}
      description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="py-3"
    />
  );
}
