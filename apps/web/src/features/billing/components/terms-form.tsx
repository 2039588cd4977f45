import {
  basisPointsToPercent,
  percentToBasisPoints,
  CURRENCIES,
  LATE_FEE_KINDS,
  billingSettingsUpdateSchema,
  minorToDecimal,
  parseMajor,
  type BillingSettings,
} from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useBillingSettings, useUpdateBillingSettings } from '../api/billing-settings';
import { InvoiceSettingsFields, invoiceSettingsValues } from './invoice-settings-fields';
import { LATE_FEE_KIND_KEYS } from './label-keys';
import { fieldErrors } from './money-field';

/** Percent text ("7.25") as basis points (725); undefined when it is not such a figure. */
const basisPointsFrom = (text: string) => {
  const minor = parseMajor(text);
  return minor === undefined ? undefined : minor;
};
const percentText = (basisPoints: number) => minorToDecimal(basisPoints);

function TermsFields({ settings }: { settings: BillingSettings }) {
  const { t } = useTranslation(['billing']);
  const translate = useTranslateMessage();
  const update = useUpdateBillingSettings();
  const [values, setValues] = useState({
    currency: settings.currency as string,
    tax: basisPointsToPercent(settings.tax_basis_points),
    terms: String(settings.payment_terms_days),
    grace: String(settings.grace_days),
    insurance: percentText(settings.insurance_basis_points),
    packing: minorToDecimal(settings.packing_fee),
    transportation: minorToDecimal(settings.transportation_fee),
    lateKind: settings.late_fee_kind as string,
    lateAmount: minorToDecimal(settings.late_fee_amount),
    latePercent: percentText(settings.late_fee_basis_points),
    timeZone: settings.time_zone,
  });
  // The invoice block (issue 46) keeps its own values; they are saved with the terms in one PATCH.
  const [invoice, setInvoice] = useState(() => invoiceSettingsValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const wholeDays = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : -1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingSettingsUpdateSchema.safeParse({
      currency: values.currency,
      tax_basis_points: percentToBasisPoints(values.tax) ?? -1,
      payment_terms_days: wholeDays(values.terms),
      grace_days: wholeDays(values.grace),
      insurance_basis_points: basisPointsFrom(values.insurance) ?? -1,
      packing_fee: parseMajor(values.packing) ?? -1,
      transportation_fee: parseMajor(values.transportation) ?? -1,
      ...invoice,
      late_fee_kind: values.lateKind,
      late_fee_amount: parseMajor(values.lateAmount) ?? -1,
      late_fee_basis_points: basisPointsFrom(values.latePercent) ?? -1,
      time_zone: values.timeZone,
      version: settings.version,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      toast.success(t('billing:terms.saved'));
    } catch (error) {
      setErrors({ form: errorMessage(error, t('billing:terms.failed')) });
    }
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('billing:terms.currency')}
          value={values.currency}
          onChange={set('currency')}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
        />
        <TextField
          label={t('billing:terms.tax')}
          inputMode="decimal"
          value={values.tax}
          onChange={set('tax')}
          error={errors.tax_basis_points}
        />
        <TextField
          label={t('billing:terms.termsDays')}
          inputMode="numeric"
          value={values.terms}
          onChange={set('terms')}
          error={errors.payment_terms_days}
        />
        <TextField
          label={t('billing:terms.graceDays')}
          inputMode="numeric"
          value={values.grace}
          onChange={set('grace')}
          error={errors.grace_days}
        />
        <TextField
          label={t('billing:terms.insurance')}
          inputMode="decimal"
          value={values.insurance}
          onChange={set('insurance')}
          error={errors.insurance_basis_points}
        />
        <TextField
          label={t('billing:terms.packing')}
          inputMode="decimal"
          value={values.packing}
          onChange={set('packing')}
          error={errors.packing_fee ? t('billing:entry.amountInvalid') : undefined}
        />
        <TextField
          label={t('billing:terms.transportation')}
          inputMode="decimal"
          value={values.transportation}
          onChange={set('transportation')}
          error={errors.transportation_fee ? t('billing:entry.amountInvalid') : undefined}
        />
        <SelectField
          label={t('billing:terms.lateFeeKind')}
          value={values.lateKind}
          onChange={set('lateKind')}
          options={LATE_FEE_KINDS.map((value) => ({ value, label: t(LATE_FEE_KIND_KEYS[value]) }))}
        />
        {values.lateKind === 'flat' && (
          <TextField
            label={t('billing:terms.lateFeeAmount')}
            inputMode="decimal"
            value={values.lateAmount}
            onChange={set('lateAmount')}
            error={errors.late_fee_amount ? t('billing:entry.amountInvalid') : undefined}
          />
        )}
        {values.lateKind === 'percent' && (
          <TextField
            label={t('billing:terms.lateFeePercent')}
            inputMode="decimal"
            value={values.latePercent}
            onChange={set('latePercent')}
            error={errors.late_fee_basis_points}
          />
        )}
        <TextField
          label={t('billing:terms.timeZone')}
          value={values.timeZone}
          onChange={set('timeZone')}
          autoComplete="off"
          spellCheck={false}
          hint={t('billing:terms.timeZoneHint')}
          error={errors.time_zone && translate(errors.time_zone)}
        />
      </div>
      <InvoiceSettingsFields values={invoice} onChange={setInvoice} errors={errors} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={update.isPending}>
        {t('billing:terms.save')}
      </Button>
    </form>
  );
}

/** Admin: currency, tax rate, payment terms, the overdue grace period, the late fee, the service prices and the site time zone. */
export function TermsForm() {
  const { t } = useTranslation(['billing']);
  const settings = useBillingSettings();
  return (
    <Card as="section" aria-labelledby="terms-title">
      <CardBody className="space-y-4">
        <h2 id="terms-title" className="text-lg font-semibold text-gray-900">
          {t('billing:terms.title')}
        </h2>
        {settings.isPending ? (
          <Spinner label={t('billing:terms.loading')} />
        ) : settings.isError ? (
          <LoadError query={settings} title={t('billing:terms.loadFailed')} />
        ) : (
          <TermsFields key={settings.data.version} settings={settings.data} />
        )}
      </CardBody>
    </Card>
  );
}
