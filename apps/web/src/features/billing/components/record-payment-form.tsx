import { PAYMENT_METHODS, paymentCreateSchema, chargeCreateSchema, CHARGE_KINDS } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAddCharge } from '../api/add-charge';
import { useAccount } from '../api/get-account';
import { useRecordPayment } from '../api/record-payment';
import { useFormatDate } from '../../../lib/dates';
import { fieldErrors, minorFrom } from './money-field';
import { CHARGE_KIND_KEYS, ENTRY_MODE_KEYS, METHOD_KEYS } from './label-keys';

/** The customer an entry is for: their id, with their name and balance once it is known. */
function CustomerLookup({ customerId }: { customerId: number }) {
  const { t } = useTranslation(['billing']);
  const account = useAccount(customerId);
  const money = useMoney(account.data?.currency);
  if (account.isPending) return null;
  if (account.isError) return <p className="text-sm text-red-700">{t('billing:entry.noCustomer')}</p>;
  return (
    <p className="text-sm text-gray-700" data-testid="entry-customer">
      {t('billing:entry.customerBalance', { name: account.data.customer_name, balance: money(account.data.balance) })}
    </p>
  );
}

/** Staff record a payment, or add a one-time charge or credit with a reason, for a customer. */
export function RecordEntryForm({ initialCustomerId }: { initialCustomerId?: number }) {
  const { t } = useTranslation(['billing']);
  const [mode, setMode] = useState<'payment' | 'charge'>('payment');
  const [customer, setCustomer] = useState(initialCustomerId ? String(initialCustomerId) : '');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(useFormatDate().today);
  const [method, setMethod] = useState<string>('bank_transfer');
  const [reference, setReference] = useState('');
  const [kind, setKind] = useState<string>('charge');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const payment = useRecordPayment();
  const charge = useAddCharge();
  const customerId = /^[1-9]\d{0,9}$/.test(customer) ? Number(customer) : undefined;
  const busy = payment.isPending || charge.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = minorFrom(amount);
    const base = { customer_id: customerId ?? 0, amount: minor ?? -1 };
    const parsed =
      mode === 'payment'
        ? paymentCreateSchema.safeParse({ ...base, paid_on: date, method, reference })
        : chargeCreateSchema.safeParse({ ...base, kind, reason, charge_date: date });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      if (mode === 'payment') await payment.mutateAsync(paymentCreateSchema.parse(parsed.data));
      else await charge.mutateAsync(chargeCreateSchema.parse(parsed.data));
      toast.success(mode === 'payment' ? t('billing:entry.paymentSaved') : t('billing:entry.chargeSaved'));
      setAmount('');
      setReference('');
      setReason('');
    } catch (error) {
      setErrors({ form: errorMessage(error, t('billing:entry.failed')) });
    }
  };

  return (
    <Card as="section" aria-labelledby="entry-title">
      <CardBody>
        <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <h2 id="entry-title" className="text-lg font-semibold text-gray-900">
            {t('billing:entry.title')}
          </h2>
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">{t('billing:entry.kind')}</legend>
            {(['payment', 'charge'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="entry-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="accent-brand-600"
                />
                {t(ENTRY_MODE_KEYS[value])}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <TextField
                label={t('billing:entry.customerId')}
                inputMode="numeric"
                value={customer}
                onChange={(event) => setCustomer(event.target.value.trim())}
                error={errors.customer_id}
                required
              />
              {customerId !== undefined && <CustomerLookup customerId={customerId} />}
            </div>
            <TextField
              label={t('billing:entry.amount')}
              inputMode="decimal"
              placeholder="0.00"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={errors.amount ? t('billing:entry.amountInvalid') : undefined}
              required
            />
            <TextField
              label={t('billing:entry.date')}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={errors.paid_on ?? errors.charge_date}
              required
            />
            {mode === 'payment' ? (
              <>
                <SelectField
                  label={t('billing:payments.method')}
                  value={method}
                  onChange={(event) => setMethod(event.target.value)}
                  options={PAYMENT_METHODS.map((value) => ({ value, label: t(METHOD_KEYS[value]) }))}
                />
                <TextField
                  label={t('billing:payments.reference')}
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                  error={errors.reference}
                  optional
                />
              </>
            ) : (
              <>
                <SelectField
                  label={t('billing:entry.kind')}
                  value={kind}
                  onChange={(event) => setKind(event.target.value)}
                  options={CHARGE_KINDS.map((value) => ({ value, label: t(CHARGE_KIND_KEYS[value]) }))}
                />
                <TextField
                  label={t('billing:entry.reason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  error={errors.reason}
                  required
                />
              </>
            )}
          </div>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <Button type="submit" loading={busy}>
            {mode === 'payment' ? t('billing:entry.savePayment') : t('billing:entry.saveCharge')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
