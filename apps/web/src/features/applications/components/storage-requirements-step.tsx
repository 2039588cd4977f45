import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/react';
import {
  estimatedVolumeOptions,
  itemTypeOptions,
  localized,
  accessFrequencyOptions,
  storageDurationOptions,
} from './option-lists';
import { StorageTypeCards } from './storage-type-cards';
import type { WizardValues } from './wizard-values';
import { fieldBinder } from '../../../lib/bind-field';

/** Step 2: what is stored, how much, how, how often and for how long. */
export function StorageRequirementsStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const field = fieldBinder(form);
  const { error: storageTypeError, ...storageType } = field('storage_type');
  const { t } = useTranslation(['applications']);

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('applications:storage.itemType')}
          required
          placeholder={t('applications:storage.selectItemType')}
          options={localized(itemTypeOptions)}
          {...field('item_type')}
        />
        <SelectField
          label={t('applications:storage.volume')}
          placeholder={t('applications:storage.selectVolume')}
          options={localized(estimatedVolumeOptions)}
          {...field('estimated_volume')}
        />
      </div>
      <StorageTypeCards registration={storageType} error={storageTypeError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('applications:storage.frequency')}
          placeholder={t('applications:storage.selectFrequency')}
          options={localized(accessFrequencyOptions)}
          {...field('access_frequency')}
        />
        <SelectField
          label={t('applications:storage.duration')}
          placeholder={t('applications:storage.selectDuration')}
          options={localized(storageDurationOptions)}
          {...field('storage_duration')}
        />
      </div>
      <TextAreaField label={t('applications:storage.special')} rows={3} {...field('special_requirements')} />
    </div>
  );
}
