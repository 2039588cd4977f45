import {
  BASE_MONTHLY_FEE,
  estimatedMonthlyCost,
  INSURANCE_COVERAGE_LIMIT,
  INSURANCE_MONTHLY_FEE,
  PACKING_FROM_PRICE,
  TRANSPORTATION_FROM_PRICE,
} from '@stockyard/domain';
import type { LucideIcon } from 'lucide-react/types';
import Calculator from 'lucide-react/icons/calculator';
import Package from 'lucide-react/icons/package';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import type { UseFormReturn } from 'react-hook-form';
import { numberFormats } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { BranchQuotes } from './branch-quotes';
import type { WizardValues } from './wizard-values';

type ServiceField = 'insurance_required' | 'packing_services' | 'transportation_needed';

const SERVICES = [
  { field: 'insurance_required', label: 'applications:services.insurance', icon: ShieldCheck },
  { field: 'packing_services', label: 'applications:services.packing', icon: Package },
  { field: 'transportation_needed', label: 'applications:services.transport', icon: Truck },
] as const satisfies ReadonlyArray<{ field: ServiceField; label: string; icon: LucideIcon }>;

/** Step 3: optional services and the estimated monthly cost (base fee plus insurance, spec 01 section 9). */
export function AdditionalServicesStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const insurance = form.watch('insurance_required');
  const total = estimatedMonthlyCost({ insurance_required: insurance });
  const { t } = useTranslation(['applications']);
  const locale = useLocale();
  // Whole dollars, as the spec writes the fees ($89/month), in the language's way.
  const dollars = (amount: number) =>
    numberFormats(locale)
      .money(amount)
      .replace(/[.,]00(?=\D*$)/, '');
  const perMonth = (amount: number) => t('applications:services.perMonth', { amount: dollars(amount) });
  const notes: Record<ServiceField, string> = {
    insurance_required: t('applications:services.insuranceNote', {
      fee: dollars(INSURANCE_MONTHLY_FEE),
      limit: dollars(INSURANCE_COVERAGE_LIMIT),
    }),
    packing_services: t('applications:services.from', { price: dollars(PACKING_FROM_PRICE) }),
    transportation_needed: t('applications:services.from', { price: dollars(TRANSPORTATION_FROM_PRICE) }),
  };

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        {SERVICES.map(({ field, label, icon: Icon }) => (
          <label
            key={field}
            className="flex cursor-pointer items-center gap-4 rounded-lg border border-gray-200 p-4 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="checkbox" className="size-4 shrink-0 accent-brand-600" {...form.register(field)} />
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-gray-900">{t(label)}</span>
              <span className="block text-sm text-gray-600">{notes[field]}</span>
            </span>
          </label>
        ))}
      </div>

      <section aria-labelledby="estimated-cost-title" className="rounded-lg border border-brand-200 bg-brand-50 p-5">
        <h3 id="estimated-cost-title" className="flex items-center gap-2 font-semibold text-brand-900">
          <Calculator aria-hidden="true" className="size-5" />
          {t('applications:services.estimated')}
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
          <div className="flex justify-between gap-4">
            <dt>{t('applications:services.base')}</dt>
            <dd>{perMonth(BASE_MONTHLY_FEE)}</dd>
          </div>
          {insurance && (
            <div className="flex justify-between gap-4">
              <dt>{t('applications:services.insuranceCoverage')}</dt>
              <dd>+{perMonth(INSURANCE_MONTHLY_FEE)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base font-semibold text-brand-900">
            <dt>{t('applications:services.total')}</dt>
            <dd aria-live="polite">{perMonth(total)}</dd>
          </div>
        </dl>
      </section>

      <BranchQuotes
        choice={{
          estimatedVolume: form.watch('estimated_volume'),
          storageType: form.watch('storage_type'),
          insurance,
          packing: form.watch('packing_services'),
          transportation: form.watch('transportation_needed'),
        }}
      />
    </div>
  );
}
