import {
  CHARGE_KINDS,
  chargeCreateSchema,
  parseMajor,
  PAYMENT_METHODS,
  paymentCreateSchema,
  type CustomerMatch,
} from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAddCharge } from '../api/add-charge';
import { useAccount } from '../api/get-account';
import { useRecordPayment } from '../api/record-payment';
import { useFormatDate } from '../../../lib/dates';
import { CustomerCombobox } from './customer-combobox';
import { CHARGE_KIND_KEYS, ENTRY_MODE_KEYS, ENTRY_SAVE_KEYS, METHOD_KEYS } from './label-keys';
import { fieldErrors } from './money-field';
import { useSubmissionKey } from './submission-key';

type Mode = keyof typeof ENTRY_MODE_KEYS;

/** The chosen customer's balance, so staff see what they are paying against. */
function CustomerLookup({ customerId }: { customerId: number }) {
  const { t } = useTranslation(['billing']);
  const account = useAccount(customerId);
  const money = useMoney(account.data?.currency);
  if (account.isPending) return null;
  if (account.isError) return <p className="text-sm text-red-700">{t('billing:entry.noCustomer')}</p>;
  return (
    <p className="text-sm text-gray-700" data-testid="entry-customer">
      {t('billing:entry.customerBalance', { name: account.data.customer_name, balance: money(account.data.balance) })}{' '}
      <span className="text-gray-500">{t('billing:customerNo', { number: customerId })}</span>
    </p>
  );
}

/** Staff record a payment or a refund, or add a one-time charge or credit with a reason, for a customer. */
export function RecordEntryForm() {
  const { t } = useTranslation(['billing']);
  const [mode, setMode] = useState<Mode>('payment');
  const [customer, setCustomer] = useState<CustomerMatch | undefined>();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(useFormatDate().today);
  const [method, setMethod] = useState<string>('bank_transfer');
  const [reference, setReference] = useState('');
  const [kind, setKind] = useState<string>('charge');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, setDuplicate] = useState(false);
  const payment = useRecordPayment();
  const charge = useAddCharge();
  const submissionKey = useSubmissionKey();
  const busy = payment.isPending || charge.isPending;
  /** Any edit makes a new entry: an earlier "already recorded" question no longer applies. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDuplicate(false);
    };

  const save = async (confirmDuplicate: boolean) => {
    const minor = parseMajor(amount);
    const base = { customer_id: customer?.id ?? 0, amount: minor ?? -1 };
    const parsed =
      mode === 'charge'
        ? chargeCreateSchema.safeParse({ ...base, kind, reason, charge_date: date })
        : paymentCreateSchema.safeParse({
            ...base,
            paid_on: date,
            method,
            reference,
            direction: mode,
            ...(mode === 'refund' && { reason }),
            ...(confirmDuplicate && { confirm_duplicate: true }),
          });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      if (mode === 'charge') await charge.mutateAsync(chargeCreateSchema.parse(parsed.data));
      else {
        const input = paymentCreateSchema.parse(parsed.data);
        await payment.mutateAsync({ input, idempotencyKey: submissionKey.keyFor(input) });
        submissionKey.done();
      }
      toast.success(t(mode === 'charge' ? 'billing:entry.chargeSaved' : 'billing:entry.paymentSaved'));
      setDuplicate(false);
      setAmount('');
      setReference('');
      setReason('');
    } catch (error) {
      if (isApiError(error) && error.code === 'DUPLICATE_PAYMENT') {
        setDuplicate(true);
        return setErrors({ form: t('billing:entry.duplicate') });
      }
      const fields = isApiError(error)
        ? fieldErrors(error.errors.map((e) => ({ path: [e.field], message: e.message })))
        : {};
      setErrors({ ...fields, form: errorMessage(error, t('billing:entry.failed')) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Card as="section" aria-labelledby="entry-title">
      <CardBody>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <h2 id="entry-title" className="text-lg font-semibold text-gray-900">
            {t('billing:entry.title')}
          </h2>
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">{t('billing:entry.kind')}</legend>
            {(Object.keys(ENTRY_MODE_KEYS) as Mode[]).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="entry-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => edit(setMode)(value)}
                  className="accent-brand-600"
                />
                {t(ENTRY_MODE_KEYS[value])}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <CustomerCombobox value={customer} onChange={edit(setCustomer)} error={errors.customer_id} />
              {customer && <CustomerLookup customerId={customer.id} />}
            </div>
            <TextField
              label={t('billing:entry.amount')}
              inputMode="decimal"
              placeholder="0.00"
              value={amount}
              onChange={(event) => edit(setAmount)(event.target.value)}
              error={errors.amount ? t('billing:entry.amountInvalid') : undefined}
              required
            />
            <TextField
              label={t('billing:entry.date')}
              type="date"
              value={date}
              onChange={(event) => edit(setDate)(event.target.value)}
              error={errors.paid_on ?? errors.charge_date}
              required
            />
            {mode === 'charge' ? (
              <SelectField
                label={t('billing:entry.kind')}
                value={kind}
                onChange={(event) => setKind(event.target.value)}
                options={CHARGE_KINDS.map((value) => ({ value, label: t(CHARGE_KIND_KEYS[value]) }))}
              />
            ) : (
              <>
                <SelectField
                  label={t('billing:payments.method')}
                  value={method}
                  onChange={(event) => edit(setMethod)(event.target.value)}
                  options={PAYMENT_METHODS.map((value) => ({ value, label: t(METHOD_KEYS[value]) }))}
                />
                <TextField
                  label={t('billing:payments.reference')}
                  value={reference}
                  onChange={(event) => edit(setReference)(event.target.value)}
                  error={errors.reference}
                  optional
                />
              </>
            )}
            {mode !== 'payment' && (
              <TextField
                label={t('billing:entry.reason')}
                value={reason}
                onChange={(event) => edit(setReason)(event.target.value)}
                error={errors.reason}
                required
              />
            )}
          </div>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={busy}>
              {t(ENTRY_SAVE_KEYS[mode])}
            </Button>
            {duplicate && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(true)}>
                {t('billing:entry.recordAnyway')}
              </Button>
            )}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
