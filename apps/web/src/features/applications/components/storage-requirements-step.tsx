import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import {
  accessFrequencyOptions,
  estimatedVolumeOptions,
  itemTypeOptions,
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

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Item Type"
          required
          placeholder="Select item type"
          options={itemTypeOptions}
          error={errors.item_type?.message}
          {...field('item_type')}
        />
        <SelectField
          label="Estimated Volume"
          placeholder="Select estimated volume"
          options={estimatedVolumeOptions}
          error={errors.estimated_volume?.message}
          {...field('estimated_volume')}
        />
      </div>
      <StorageTypeCards registration={field('storage_type')} error={errors.storage_type?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Access Frequency"
          placeholder="Select access frequency"
          options={accessFrequencyOptions}
          error={errors.access_frequency?.message}
          {...field('access_frequency')}
        />
        <SelectField
          label="Storage Duration"
          placeholder="Select storage duration"
          options={storageDurationOptions}
          error={errors.storage_duration?.message}
          {...field('storage_duration')}
        />
      </div>
      <TextAreaField
        label="Special Requirements"
        rows={3}
        error={errors.special_requirements?.message}
        {...field('special_requirements')}
      />
    </div>
  );
}
