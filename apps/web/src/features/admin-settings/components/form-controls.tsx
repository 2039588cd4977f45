import type { SystemSettingsFormInput } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { SwitchRow } from '../../../components/ui/switch-row';

type Name = FieldPath<SystemSettingsFormInput>;

/** One group of settings on a tab: a heading and its fields. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-label={title}>
      <CardBody>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        <div className="mt-5 space-y-4">{children}</div>
      </CardBody>
    </Card>
  );
}

export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <div className="grid gap-4 sm:grid-cols-2">{children}</div>
);

const errorOf = (errors: Record<string, unknown>, name: string) =>
  (errors[name] as { message?: string } | undefined)?.message;

export function TextSetting({
  name,
  label,
  hint,
  type = 'text',
}: {
  name: Name;
  label: string;
  hint?: string;
  type?: string;
}) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <TextField
      label={label}
      type={type}
      hint={hint}
      error={errorOf(formState.errors, name)}
      autoComplete="off"
      {...register(name)}
    />
  );
}

/** A whole number; an empty box becomes NaN, which the shared schema reports with its own words. */
export function NumberSetting({
  name,
  label,
  hint,
  min,
  max,
  unit,
}: {
  name: Name;
  label: string;
  hint?: string;
  min: number;
  max: number;
  unit?: string;
}) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      hint={hint ?? `${min} to ${max}`}
      error={errorOf(formState.errors, name)}
      {...register(name, { valueAsNumber: true })}
    />
  );
}

export function SelectSetting({
  name,
  label,
  options,
  hint,
}: {
  name: Name;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
}) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  return (
    <SelectField
      label={label}
      options={options}
      hint={hint}
      error={errorOf(formState.errors, name)}
      {...register(name)}
    />
  );
}

/** An on/off setting bound to the settings form. */
export function ToggleSetting({ name, label, description }: { name: Name; label: string; description?: string }) {
  const { register } = useFormContext<SystemSettingsFormInput>();
  return (
    <SwitchRow
      label={label}
      description={description}
      className="rounded-lg border border-gray-200 px-4 py-3"
      {...register(name)}
    />
  );
}
