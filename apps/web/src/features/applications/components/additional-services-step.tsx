import type { LucideIcon } from 'lucide-react/types';
import Package from 'lucide-react/icons/package';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import type { UseFormReturn } from 'react-hook-form';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { BranchQuotes } from './branch-quotes';
import { EstimatedCost } from './estimated-cost';
import type { WizardValues } from './wizard-values';
import { useWizardQuote, type PriceChoice } from './wizard-quote';

type ServiceField = 'insurance_required' | 'packing_services' | 'transportation_needed';

const SERVICES = [
  { field: 'insurance_required', label: 'applications:services.insurance', icon: ShieldCheck },
  { field: 'packing_services', label: 'applications:services.packing', icon: Package },
  { field: 'transportation_needed', label: 'applications:services.transport', icon: Truck },
] as const satisfies ReadonlyArray<{ field: ServiceField; label: string; icon: LucideIcon }>;

/** Step 3: optional services, their prices and the estimated monthly cost, all from the site's one quote. */
export function AdditionalServicesStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { t } = useTranslation(['applications']);
  const choice: PriceChoice = {
    estimatedVolume: form.watch('estimated_volume'),
    storageType: form.watch('storage_type'),
    insurance: form.watch('insurance_required'),
    packing: form.watch('packing_services'),
    transportation: form.watch('transportation_needed'),
  };
  const quote = useWizardQuote(choice).quote.data;
  const money = useMoney(quote?.currency);
  // The service prices are the site's (the same at every branch); shown once the quote is in.
  const notes: Record<ServiceField, string> | undefined = quote && {
    insurance_required: t('applications:services.insuranceNote', {
      fee: money(quote.insurance_monthly),
      limit: money(quote.declared_value),
    }),
    packing_services: t('applications:services.once', { price: money(quote.packing_fee) }),
    transportation_needed: t('applications:services.once', { price: money(quote.transportation_fee) }),
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
              <span className="block text-sm text-gray-600">{notes?.[field]}</span>
            </span>
          </label>
        ))}
      </div>

      <EstimatedCost choice={choice} />
      <BranchQuotes choice={choice} />
    </div>
  );
}
