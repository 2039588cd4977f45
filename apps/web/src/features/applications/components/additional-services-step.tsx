import { BASE_MONTHLY_FEE, estimatedMonthlyCost, INSURANCE_MONTHLY_FEE, PRICING_NOTES } from '@stockyard/domain';
import { Calculator, Package, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-values';

type ServiceField = 'insurance_required' | 'packing_services' | 'transportation_needed';

const SERVICES: ReadonlyArray<{ field: ServiceField; label: string; note: string; icon: LucideIcon }> = [
  { field: 'insurance_required', label: 'Insurance Coverage', note: PRICING_NOTES.insurance, icon: ShieldCheck },
  { field: 'packing_services', label: 'Packing Services', note: PRICING_NOTES.packing, icon: Package },
  { field: 'transportation_needed', label: 'Transportation', note: PRICING_NOTES.transportation, icon: Truck },
];

/** Step 3: optional services and the estimated monthly cost (base fee plus insurance, spec 01 section 9). */
export function AdditionalServicesStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const insurance = form.watch('insurance_required');
  const total = estimatedMonthlyCost({ insurance_required: insurance });

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        {SERVICES.map(({ field, label, note, icon: Icon }) => (
          <label
            key={field}
            className="flex cursor-pointer items-center gap-4 rounded-lg border border-gray-200 p-4 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="checkbox" className="size-4 shrink-0 accent-brand-600" {...form.register(field)} />
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-gray-900">{label}</span>
              <span className="block text-sm text-gray-600">{note}</span>
            </span>
          </label>
        ))}
      </div>

      <section aria-labelledby="estimated-cost-title" className="rounded-lg border border-brand-200 bg-brand-50 p-5">
        <h3 id="estimated-cost-title" className="flex items-center gap-2 font-semibold text-brand-900">
          <Calculator aria-hidden="true" className="size-5" />
          Estimated Monthly Cost
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
          <div className="flex justify-between gap-4">
            <dt>Base storage fee</dt>
            <dd>${BASE_MONTHLY_FEE}/month</dd>
          </div>
          {insurance && (
            <div className="flex justify-between gap-4">
              <dt>Insurance coverage</dt>
              <dd>+${INSURANCE_MONTHLY_FEE}/month</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base font-semibold text-brand-900">
            <dt>Estimated total</dt>
            <dd aria-live="polite">${total}/month</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
