import {
  ACCESS_FREQUENCIES,
  ACCESS_FREQUENCY_LABELS,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  ESTIMATED_VOLUME_LABELS,
  ESTIMATED_VOLUMES,
  ITEM_TYPES,
  STORAGE_DURATION_LABELS,
  STORAGE_DURATIONS,
} from '@stockyard/domain';
import type { SelectOption } from '../../../components/ui/select-field';
import { translateMessage } from '../../../lib/i18n/messages';

/** Select options built from the domain's values and labels. */
export const businessTypeOptions: SelectOption[] = BUSINESS_TYPES.map((value) => ({
  value,
  label: BUSINESS_TYPE_LABELS[value],
}));

export const itemTypeOptions: SelectOption[] = ITEM_TYPES.map((value) => ({ value, label: value }));

export const estimatedVolumeOptions: SelectOption[] = ESTIMATED_VOLUMES.map((value) => ({
  value,
  label: ESTIMATED_VOLUME_LABELS[value],
}));

/** No price note: access frequency changes no price (the one pricing function does not read it). */
export const accessFrequencyOptions: SelectOption[] = ACCESS_FREQUENCIES.map((value) => ({
  value,
  label: ACCESS_FREQUENCY_LABELS[value],
}));

export const storageDurationOptions: SelectOption[] = STORAGE_DURATIONS.map((value) => ({
  value,
  label: STORAGE_DURATION_LABELS[value],
}));

/** The same options in the current language (the labels are the domain's English words). */
export const localized = (options: SelectOption[]): SelectOption[] =>
  options.map((option) => ({ ...option, label: translateMessage(option.label) }));
