import {
  BRANCH_DESCRIPTION_MAX,
  BRANCH_LOCATION_MAX,
  BRANCH_NAME_MAX,
  type BranchCreateInput,
} from '@stockyard/domain';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field';
import { fieldBinder } from '../../../../lib/bind-field';
import { useTranslation } from '../../../../lib/i18n/react';

/** Add and Edit share their fields; only the schema behind them differs. */
export type BranchFieldValues = BranchCreateInput;

export const BRANCH_FIELD_NAMES = [
  'name',
  'location',
  'description',
  'capacity',
  'other_use',
  'manager_id',
] as const satisfies readonly (keyof BranchFieldValues)[];

export function isBranchFieldName(name: string): name is (typeof BRANCH_FIELD_NAMES)[number] {
  return (BRANCH_FIELD_NAMES as readonly string[]).includes(name);
}

// An empty number input is "not given", which the schema reports in the spec's words.
const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export type ManagerChoices = { options: SelectOption[]; loading: boolean; failed: boolean };

type BranchFormFieldsProps<TOutput> = {
  form: UseFormReturn<BranchFieldValues, unknown, TOutput>;
  managers: ManagerChoices;
  otherUseHint: ReactNode;
};

/**
 * The admin types the capacity and the space taken outside Stockyard; available space is worked out
 * from the records (DESIGN.md "Space"), so the form has no field for it.
 */
export function BranchFormFields<TOutput>({ form, managers, otherUseHint }: BranchFormFieldsProps<TOutput>) {
  const { t } = useTranslation(['branches']);
  const { control } = form;
  const { errors } = form.formState;
  const field = fieldBinder(form);
  const [capacity, otherUse] = useWatch({ control, name: ['capacity', 'other_use'] });
  // A warning while the other use alone exceeds the capacity; the server refuses it on save (409).
  const otherUseTooHigh =
    typeof capacity === 'number' && typeof otherUse === 'number' && otherUse > capacity && !errors.other_use;
  return (
    <div className="space-y-4">
      <TextField label={t('branches:form.name')} required maxLength={BRANCH_NAME_MAX} {...field('name')} />
      <TextField label={t('branches:form.location')} required maxLength={BRANCH_LOCATION_MAX} {...field('location')} />
      <TextAreaField
        label={t('branches:form.description')}
        optional
        rows={3}
        maxLength={BRANCH_DESCRIPTION_MAX}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('branches:form.capacity')}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('capacity', { setValueAs: toOptionalNumber })}
        />
        <TextField
          label={t('branches:form.otherUse')}
          optional
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={otherUseHint}
          {...field('other_use', { setValueAs: toOptionalNumber })}
        />
      </div>
      {otherUseTooHigh && <Alert tone="warning">{t('branches:form.otherUseTooHigh')}</Alert>}
      <Controller
        control={control}
        name="manager_id"
        render={({ field }) => (
          <SelectField
            label={t('branches:form.manager')}
            optional
            placeholder={managers.loading ? t('branches:form.loadingManagers') : t('branches:form.noManager')}
            options={managers.options}
            disabled={managers.loading}
            hint={managers.failed ? t('branches:form.managersFailed') : undefined}
            error={errors.manager_id?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          />
        )}
      />
    </div>
  );
}
