import {
  ACCESS_FREQUENCY_LABELS,
  APPLICATION_STATUS_LABELS,
  BUSINESS_TYPE_LABELS,
  ESTIMATED_VOLUME_LABELS,
  STORAGE_DURATION_LABELS,
  STORAGE_TYPE_LABELS,
  type ApplicationStatus,
} from '@stockyard/domain';
import type { BadgeTone } from '../../../components/ui/badge';

/** Display text for a stored option value; unknown or empty values fall back to the caller's text. */
function labelFrom<T extends string>(labels: Record<T, string>) {
  return (value: string | null | undefined, fallback = 'Not specified'): string =>
    value && Object.hasOwn(labels, value) ? labels[value as T] : value || fallback;
}

export const businessTypeLabel = labelFrom(BUSINESS_TYPE_LABELS);
export const storageTypeLabel = labelFrom(STORAGE_TYPE_LABELS);
export const estimatedVolumeLabel = labelFrom(ESTIMATED_VOLUME_LABELS);
export const accessFrequencyLabel = labelFrom(ACCESS_FREQUENCY_LABELS);
export const storageDurationLabel = labelFrom(STORAGE_DURATION_LABELS);

export const statusLabel = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'amber',
  under_review: 'blue',
  approved: 'green',
  rejected: 'red',
};

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
