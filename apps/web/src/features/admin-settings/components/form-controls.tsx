import { systemSettingsSchema, type SystemSettingsFormInput } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { SwitchRow } from '../../../components/ui/switch-row';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import type { z } from 'zod';
import { SETTING_LABELS } from './setting-labels';

type Name = FieldPath<SystemSettingsFormInput> & keyof typeof SETTING_LABELS;

type Shape = typeof systemSettingsSchema.shape;
/** The whole-number settings: the domain's schema gives each its range. */
type NumberName = Name & { [K in keyof Shape]: Shape[K] extends z.ZodDefault<z.ZodNumber> ? K : never }[keyof Shape];

/** A setting's label in the current language (setting-labels.ts). */
export function useSettingLabel(): (name: Name) => string {
  const { t } = useTranslation(['admin']);
  return (name) => t(SETTING_LABELS[name]);
}

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

export function TextSetting({ name, hint, type = 'text' }: { name: Name; hint?: string; type?: string }) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const label = useSettingLabel();
  return (
    <TextField
      label={label(name)}
      type={type}
      hint={hint}
      error={errorOf(formState.errors, name)}
      autoComplete="off"
      {...register(name)}
    />
  );
}

/** A whole number; an empty box becomes NaN, which the shared schema reports with its own words. */
/** A whole-number setting, offering the range the server accepts (the domain schema's bounds). */
export function NumberSetting({
  name,
  hint,
  unit,
}: {
  name: NumberName;
  hint?: string;
  /** In the current language ("minutes"). */
  unit?: string;
}) {
  const bounds = systemSettingsSchema.shape[name].unwrap();
  const min = bounds.minValue ?? 0;
  const max = bounds.maxValue ?? Number.MAX_SAFE_INTEGER;
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const { t } = useTranslation(['admin']);
  const { number } = useNumberFormats();
  const label = useSettingLabel()(name);
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      hint={hint ?? t('admin:settings.range', { min: number(min), max: number(max) })}
      error={errorOf(formState.errors, name)}
      {...register(name, { valueAsNumber: true })}
    />
  );
}

export function SelectSetting({
  name,
  options,
  hint,
}: {
  name: Name;
  options: readonly SelectOption[];
  hint?: string;
}) {
  const { register, formState } = useFormContext<SystemSettingsFormInput>();
  const label = useSettingLabel();
  return (
    <SelectField
      label={label(name)}
      options={options}
      hint={hint}
      error={errorOf(formState.errors, name)}
      {...register(name)}
    />
  );
}

/** An on/off setting bound to the settings form. */
export function ToggleSetting({ name, description }: { name: Name; description?: string }) {
  const { register } = useFormContext<SystemSettingsFormInput>();
  const label = useSettingLabel();
  return (
    <SwitchRow
      label={label(name)}
      description={description}
      className="rounded-lg border border-gray-200 px-4 py-3"
      {...register(name)}
    />
  );
}
