import { AGING_BUCKETS, type AgingBucket } from '@stockyard/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useAgedBalances } from '../api/get-aged';
import { AGING_KEYS } from './label-keys';

/** Admin: who owes what, by how long it is past due (not yet due, 1-30, 31-60, 61-90, over 90 days). */
export function AgedBalances() {
  const { t } = useTranslation(['billing']);
  const aged = useAgedBalances();
  const money = useMoney(aged.data?.currency);
  const bucket = (name: AgingBucket) => t(AGING_KEYS[name]);
  return (
    <Card as="section" aria-labelledby="aged-title">
      <CardBody className="space-y-4">
        <h2 id="aged-title" className="text-lg font-semibold text-gray-900">
          {t('billing:aged.title')}
        </h2>
        {aged.isPending ? (
          <Spinner label={t('billing:aged.loading')} />
        ) : aged.isError ? (
          <LoadError query={aged} title={t('billing:aged.loadFailed')} />
        ) : aged.data.customers.length === 0 ? (
          <EmptyState icon={CircleCheck} title={t('billing:aged.empty')} />
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing:customer')}
                  </th>
                  {AGING_BUCKETS.map((name) => (
                    <th key={name} scope="col" className="py-2 pr-3 text-right font-medium">
                      {bucket(name)}
                    </th>
                  ))}
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('billing:aged.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {aged.data.customers.map((customer) => (
                  <tr key={customer.customer_id} className="border-b border-gray-100">
                    <td className="py-2 pr-3">
                      {customer.customer_name} <span className="text-gray-500">#{customer.customer_id}</span>
                    </td>
                    {AGING_BUCKETS.map((name) => (
                      <td key={name} className="py-2 pr-3 text-right tabular-nums">
                        {money(customer.aged[name])}
                      </td>
                    ))}
                    <td className="py-2 text-right font-medium tabular-nums">{money(customer.balance)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="py-2 pr-3 text-left">
                    {t('billing:aged.total')}
                  </th>
                  {AGING_BUCKETS.map((name) => (
                    <td key={name} className="py-2 pr-3 text-right tabular-nums">
                      {money(aged.data.totals[name])}
                    </td>
                  ))}
                  <td className="py-2 text-right tabular-nums">
                    {money(AGING_BUCKETS.reduce((sum, name) => sum + aged.data.totals[name], 0))}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
