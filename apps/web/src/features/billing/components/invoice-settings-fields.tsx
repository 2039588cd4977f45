import { RENT_TIMINGS, type BillingSettings, type RentTiming } from '@stockyard/domain';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SwitchRow } from '../../../components/ui/switch-row';
import { useTranslation } from '../../../lib/i18n/react';

/** The billing settings an invoice is built from (issue 46): when rent is billed, tax, the seller. */
export type InvoiceSettingsValues = Pick<
  BillingSettings,
  'rent_timing' | 'tax_inclusive' | 'seller_name' | 'seller_address' | 'seller_tax_id' | 'payment_instructions'
>;

export const invoiceSettingsValues = (settings: BillingSettings): InvoiceSettingsValues => ({
  rent_timing: settings.rent_timing,
  tax_inclusive: settings.tax_inclusive,
  seller_name: settings.seller_name,
  seller_address: settings.seller_address,
  seller_tax_id: settings.seller_tax_id,
  payment_instructions: settings.payment_instructions,
});

const TIMING_KEYS = {
  advance: { label: 'billing:invoiceSettings.advance', hint: 'billing:invoiceSettings.advanceHint' },
  arrears: { label: 'billing:invoiceSettings.arrears', hint: 'billing:invoiceSettings.arrearsHint' },
} as const satisfies Record<RentTiming, { label: string; hint: string }>;

type Props = {
  values: InvoiceSettingsValues;
  onChange: (values: InvoiceSettingsValues) => void;
  errors: Record<string, string | undefined>;
};

/** The terms form's invoice block: rent in advance or arrears, tax inclusive, the seller and how to pay. */
export function InvoiceSettingsFields({ values, onChange, errors }: Props) {
  const { t } = useTranslation(['billing']);
  const set = <K extends keyof InvoiceSettingsValues>(field: K, value: InvoiceSettingsValues[K]) =>
    onChange({ ...values, [field]: value });
  return (
    <fieldset className="space-y-4 border-t border-gray-200 pt-4" data-testid="invoice-settings">
      <legend className="pt-4 text-base font-semibold text-gray-900">{t('billing:invoiceSettings.title')}</legend>
      <div role="radiogroup" aria-labelledby="rent-timing-label" className="space-y-2">
        <p id="rent-timing-label" className="text-sm font-medium text-gray-800">
          {t('billing:invoiceSettings.rentTiming')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {RENT_TIMINGS.map((timing) => (
            <label
              key={timing}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rent_timing"
                value={timing}
                checked={values.rent_timing === timing}
                onChange={() => set('rent_timing', timing)}
                aria-describedby={`rent-timing-${timing}-hint`}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-gray-900">{t(TIMING_KEYS[timing].label)}</span>
                <span id={`rent-timing-${timing}-hint`} className="block text-sm text-gray-600">
                  {t(TIMING_KEYS[timing].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </div>
      <SwitchRow
        label={t('billing:invoiceSettings.taxInclusive')}
        description={t('billing:invoiceSettings.taxInclusiveHint')}
        checked={values.tax_inclusive}
        onChange={(event) => set('tax_inclusive', event.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('billing:invoiceSettings.sellerName')}
          value={values.seller_name}
          onChange={(event) => set('seller_name', event.target.value)}
          error={errors.seller_name}
          maxLength={200}
          autoComplete="organization"
        />
        <TextField
          label={t('billing:invoiceSettings.sellerTaxId')}
          value={values.seller_tax_id}
          onChange={(event) => set('seller_tax_id', event.target.value)}
          error={errors.seller_tax_id}
          maxLength={50}
        />
        <TextAreaField
          label={t('billing:invoiceSettings.sellerAddress')}
          rows={3}
          value={values.seller_address}
          onChange={(event) => set('seller_address', event.target.value)}
          error={errors.seller_address}
          maxLength={500}
        />
        <TextAreaField
          label={t('billing:invoiceSettings.paymentInstructions')}
          hint={t('billing:invoiceSettings.paymentInstructionsHint')}
          rows={3}
          value={values.payment_instructions}
          onChange={(event) => set('payment_instructions', event.target.value)}
          error={errors.payment_instructions}
          maxLength={1000}
        />
      </div>
    </fieldset>
  );
}
