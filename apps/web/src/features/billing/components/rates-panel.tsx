import { minorToDecimal, parseMajor, rateCreateSchema, STORAGE_TYPES, type StorageType } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAllBranches } from '../../../resources/branches';
import { useCreateRate, useRates } from '../api/rates';
import { fieldErrors } from './money-field';
import { STORAGE_TYPE_KEYS } from './label-keys';

/** Admin: the monthly rate per unit of each storage type, per branch or for all, by effective date. */
export function RatesPanel() {
  const { t } = useTranslation(['billing']);
  const rates = useRates();
  const branches = useAllBranches();
  const create = useCreateRate();
  const { date, today } = useFormatDate();
  const money = useMoney(rates.data?.currency);
  const [branch, setBranch] = useState('');
  const [type, setType] = useState<string>('standard');
  const [rate, setRate] = useState('');
  const [from, setFrom] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typeLabel = (value: StorageType) => t(STORAGE_TYPE_KEYS[value]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rateCreateSchema.safeParse({
      branch_id: branch === '' ? null : Number(branch),
      storage_type: type,
      unit_rate: parseMajor(rate) ?? -1,
      effective_from: from,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(t('billing:rates.saved'));
      setRate('');
    } catch (error) {
      setErrors({ form: errorMessage(error, t('billing:rates.failed')) });
    }
  };

  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="rate-form-title">
        <CardBody>
          <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
            <h2 id="rate-form-title" className="text-lg font-semibold text-gray-900">
              {t('billing:rates.add')}
            </h2>
            <p className="text-sm text-gray-600">{t('billing:rates.hint')}</p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <SelectField
                label={t('billing:rates.branch')}
                value={branch}
                onChange={(event) => setBranch(event.target.value)}
                options={[
                  { value: '', label: t('billing:rates.allBranches') },
                  ...(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
                ]}
              />
              <SelectField
                label={t('billing:rates.type')}
                value={type}
                onChange={(event) => setType(event.target.value)}
                options={STORAGE_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
              />
              <TextField
                label={t('billing:rates.unitRate')}
                inputMode="decimal"
                placeholder="1.00"
                value={rate}
                onChange={(event) => setRate(event.target.value)}
                error={errors.unit_rate ? t('billing:entry.amountInvalid') : undefined}
                required
              />
              <TextField
                label={t('billing:rates.from')}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                error={errors.effective_from}
                required
              />
            </div>
            {errors.form && (
              <p role="alert" className="text-sm text-red-700">
                {errors.form}
              </p>
            )}
            <Button type="submit" loading={create.isPending}>
              {t('billing:rates.save')}
            </Button>
          </form>
        </CardBody>
      </Card>

      <Card as="section" aria-labelledby="rates-title">
        <CardBody className="space-y-3">
          <h2 id="rates-title" className="text-lg font-semibold text-gray-900">
            {t('billing:rates.title')}
          </h2>
          {rates.isPending ? (
            <Spinner label={t('billing:rates.loading')} />
          ) : rates.isError ? (
            <LoadError query={rates} title={t('billing:rates.loadFailed')} />
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left text-sm">
                <thead className="border-b border-gray-200 text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing:rates.type')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing:rates.branch')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing:rates.from')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('billing:rates.unitRate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rates.data.rates.map((r) => (
                    <tr key={r.id} className="border-b border-gray-100">
                      <td className="py-2 pr-3">{typeLabel(r.storage_type)}</td>
                      <td className="py-2 pr-3">{r.branch_name ?? t('billing:rates.allBranches')}</td>
                      <td className="py-2 pr-3">{date(r.effective_from)}</td>
                      <td className="py-2 text-right tabular-nums" title={minorToDecimal(r.unit_rate)}>
                        {money(r.unit_rate)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
