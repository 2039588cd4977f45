import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/react';
import {
  estimatedVolumeOptions,
  itemTypeOptions,
  localized,
  localizedAccessFrequencyOptions,
  storageDurationOptions,
} from './option-lists';
import { StorageTypeCards } from './storage-type-cards';
import type { WizardField, WizardValues } from './wizard-values';

/** Step 2: what is stored, how much, how, how often and for how long. */
export function StorageRequirementsStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const field = (name: WizardField) => register(name, { onChange: () => clearErrors(name) });
  const { t } = useTranslation(['applications', 'messages']);

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('applications:storage.itemType')}
          required
          placeholder={t('applications:storage.selectItemType')}
          options={localized(itemTypeOptions)}
          error={errors.item_type?.message}
          {...field('item_type')}
        />
        <SelectField
          label={t('applications:storage.volume')}
          placeholder={t('applications:storage.selectVolume')}
          options={localized(estimatedVolumeOptions)}
          error={errors.estimated_volume?.message}
          {...field('estimated_volume')}
        />
      </div>
      <StorageTypeCards registration={field('storage_type')} error={errors.storage_type?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('applications:storage.frequency')}
          placeholder={t('applications:storage.selectFrequency')}
          options={localizedAccessFrequencyOptions()}
          error={errors.access_frequency?.message}
          {...field('access_frequency')}
        />
        <SelectField
          label={t('applications:storage.duration')}
          placeholder={t('applications:storage.selectDuration')}
          options={localized(storageDurationOptions)}
          error={errors.storage_duration?.message}
          {...field('storage_duration')}
        />
      </div>
      <TextAreaField
        label={t('applications:storage.special')}
        rows={3}
        error={errors.special_requirements?.message}
        {...field('special_requirements')}
      />
    </div>
  );
}
