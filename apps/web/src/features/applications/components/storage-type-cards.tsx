import { STORAGE_TYPE_LABELS, STORAGE_TYPES, type StorageType } from '@stockyard/domain';
import type { LucideIcon } from 'lucide-react/types';
import Package from 'lucide-react/icons/package';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Snowflake from 'lucide-react/icons/snowflake';
import Sun from 'lucide-react/icons/sun';
import Thermometer from 'lucide-react/icons/thermometer';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const ICONS: Record<StorageType, LucideIcon> = {
  'climate-controlled': Thermometer,
  standard: Package,
  outdoor: Sun,
  secure: ShieldCheck,
  refrigerated: Snowflake,
};

type StorageTypeCardsProps = { registration: UseFormRegisterReturn; error?: string };

/**
 * The storage type as a radio group drawn as cards. Native radios keep arrow-key movement and
 * the group semantics; the card only restyles them.
 */
export function StorageTypeCards({ registration, error }: StorageTypeCardsProps) {
  const errorId = useId();
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-gray-800">
        {t('applications:storage.type')}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {STORAGE_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border bg-white p-4 text-center text-sm font-medium text-gray-800 transition-colors hover:border-brand-300',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800',
                'has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2',
                error ? 'border-red-300' : 'border-gray-200',
              )}
            >
              <input
                type="radio"
                value={type}
                className="sr-only"
                aria-invalid={error ? true : undefined}
                {...registration}
              />
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              {translate(STORAGE_TYPE_LABELS[type])}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
