import { AGING_BUCKETS, type AgingBucket } from '@stockyard/domain';
import { Link } from 'react-router';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAgedBalances } from '../api/get-aged-balances';

const BUCKET_KEYS = {
  not_due: 'admin:dash.aged.not_due',
  days_1_30: 'admin:dash.aged.days_1_30',
  days_31_60: 'admin:dash.aged.days_31_60',
  days_61_90: 'admin:dash.aged.days_61_90',
  days_over_90: 'admin:dash.aged.days_over_90',
} as const satisfies Record<AgingBucket, string>;

/** The dashboard's aged balances: not yet due, then 1-30, 31-60, 61-90 and over 90 days past due. */
export function AgedBalancesCard() {
  const { t } = useTranslation(['admin']);
  const aged = useAgedBalances();
  const money = useMoney(aged.data?.currency);
  return (
    <Card as="section" aria-labelledby="dash-aged-title">
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dash-aged-title" className="text-lg font-semibold text-gray-900">
            {t('admin:dash.aged.title')}
          </h2>
          <Link to="/admin/billing" className="text-sm font-medium text-brand-700 hover:underline">
            {t('admin:dash.aged.open')}
          </Link>
        </div>
        {aged.isPending ? (
          <Spinner label={t('admin:dash.aged.loading')} />
        ) : aged.isError ? (
          // The dashboard's one alert and Retry speak for the failed read (admin-dashboard.tsx).
          <p className="text-sm text-gray-600">{t('admin:dash.aged.failed')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {AGING_BUCKETS.map((bucket) => (
              <div key={bucket} className="rounded-lg bg-gray-50 px-3 py-2">
                <dt className="text-xs text-gray-600">{t(BUCKET_KEYS[bucket])}</dt>
                <dd
                  className={`text-base font-semibold tabular-nums ${bucket !== 'not_due' && aged.data.totals[bucket] > 0 ? 'text-red-700' : 'text-gray-900'}`}
                >
                  {money(aged.data.totals[bucket])}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}
