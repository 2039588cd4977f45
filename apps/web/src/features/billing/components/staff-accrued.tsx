import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n/react';
import { AccruedCard } from './accrued-card';

/** Staff: one customer's charges so far this month, found by the customer number on their statements. */
export function StaffAccrued() {
  const { t } = useTranslation(['billing']);
  const [text, setText] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const valid = /^\d{1,9}$/.test(text.trim()) && Number(text) > 0;
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setCustomerId(Number(text.trim()));
  };
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="staff-accrued-title">
        <CardBody className="space-y-3">
          <h2 id="staff-accrued-title" className="text-lg font-semibold text-gray-900">
            {t('billing:accrued.staffTitle')}
          </h2>
          <p className="text-sm text-gray-600">{t('billing:accrued.staffHint')}</p>
          <form className="flex flex-wrap items-end gap-3" onSubmit={show} noValidate>
            <TextField
              label={t('billing:accrued.customerNumber')}
              inputMode="numeric"
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={text !== '' && !valid ? t('billing:accrued.customerNumberInvalid') : undefined}
              containerClassName="w-48"
            />
            <Button type="submit" variant="secondary" disabled={!valid}>
              {t('billing:accrued.show')}
            </Button>
          </form>
        </CardBody>
      </Card>
      {customerId !== null && <AccruedCard key={customerId} customerId={customerId} />}
    </div>
  );
}
