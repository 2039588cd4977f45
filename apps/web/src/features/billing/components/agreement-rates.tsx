import type { BillingAccount } from '@stockyard/domain';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

/** A closed or cancelled agreement holds no space and accrues no rent: its line says so instead of a rate. */
const ENDED = ['closed', 'cancelled'];

/** The agreed price of each storage agreement. */
export function AgreementRates({ account }: { account: BillingAccount }) {
  const { t } = useTranslation(['billing']);
  const money = useMoney(account.currency);
  const { date } = useFormatDate();
  if (account.agreements.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="agreement-rates-title">
      <CardBody className="space-y-3">
        <h2 id="agreement-rates-title" className="text-lg font-semibold text-gray-900">
          {t('billing:rates.yours')}
        </h2>
        <ul className="divide-y divide-gray-100">
          {account.agreements.map((agreement) => (
            <li
              key={agreement.agreement_id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium text-gray-900">{agreement.branch_name}</span>{' '}
                <span className="text-gray-600">
                  {ENDED.includes(agreement.status)
                    ? t('billing:rates.endedLine', { from: date(agreement.start_date), to: date(agreement.end_date) })
                    : t('billing:rates.agreementLine', {
                        volume: agreement.volume,
                        from: date(agreement.start_date),
                        to: date(agreement.end_date),
                      })}
                </span>
              </span>
              <span className="font-medium tabular-nums" data-testid="agreement-rate">
                {agreement.status === 'closed'
                  ? t('billing:rates.closed')
                  : agreement.status === 'cancelled'
                    ? t('billing:rates.cancelled')
                    : agreement.monthly_rent === null
                      ? t('billing:rates.unpriced')
                      : t('billing:rates.perMonth', {
                          amount: money(agreement.monthly_rent + agreement.monthly_insurance),
                        })}
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
