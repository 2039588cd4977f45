import type { Payment } from '@stockyard/domain';
import Wallet from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { Card, CardBody } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/dates';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { usePayments } from '../api/get-payments';
import { BILLING_PAGE_SIZE } from '../api/get-statements';
import { DIRECTION_KEYS, METHOD_KEYS } from './label-keys';

/** Recorded payments, newest first; `showCustomer` for staff lists. */
export function PaymentsTable({
  customerId,
  showCustomer,
  currency,
}: {
  customerId?: number;
  showCustomer: boolean;
  currency: string | undefined;
}) {
  const { t } = useTranslation(['billing']);
  const [page, setPage] = useState(1);
  const query = usePayments({
    page,
    limit: BILLING_PAGE_SIZE,
    ...(customerId !== undefined && { customer_id: customerId }),
  });
  const { date } = useFormatDate();
  const money = useMoney(currency ?? query.data?.currency);
  const payments = query.data?.payments ?? [];
  const methodLabel = (method: keyof typeof METHOD_KEYS) => t(METHOD_KEYS[method]);
  const columns: DataTableColumn<Payment>[] = [
    {
      id: 'date',
      header: t('billing:payments.date'),
      cell: (payment) => date(payment.paid_on),
      className: 'whitespace-nowrap',
    },
    ...(showCustomer
      ? [
          {
            id: 'customer',
            header: t('billing:customer'),
            phone: 'full' as const,
            cell: (payment: Payment) => (
              <>
                {payment.customer_name}{' '}
                <span className="text-gray-500">{t('billing:customerNo', { number: payment.customer_id })}</span>
              </>
            ),
          },
        ]
      : []),
    {
      id: 'method',
      header: t('billing:payments.method'),
      cell: (payment) => (
        <>
          {methodLabel(payment.method)}
          {payment.direction === 'refund' && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {t(DIRECTION_KEYS.refund)}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'reference',
      header: t('billing:payments.reference'),
      className: 'break-all',
      cell: (payment) => (
        <>
          {payment.reference || '—'}
          {payment.reason && (
            <span className="block text-gray-600">
              {t('billing:payments.refundReason', { reason: payment.reason })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('billing:payments.amount'),
      align: 'right',
      className: 'font-medium whitespace-nowrap tabular-nums',
      cell: (payment) => money(payment.amount),
    },
  ];

  return (
    <Card as="section" aria-labelledby="payments-title">
      <CardBody className="space-y-4">
        <h2 id="payments-title" className="text-lg font-semibold text-gray-900">
          {t('billing:payments.title')}
        </h2>
        {query.isPending ? (
          <Spinner label={t('billing:payments.loading')} />
        ) : query.isError ? (
          <LoadError query={query} title={t('billing:payments.loadFailed')} />
        ) : payments.length === 0 ? (
          <EmptyState icon={Wallet} title={t('billing:payments.empty')} />
        ) : (
          <DataTable caption={t('billing:payments.title')} columns={columns} rows={payments} variant="plain" />
        )}
        {(query.data?.total ?? 0) > BILLING_PAGE_SIZE && (
          <Pagination page={page} pageSize={BILLING_PAGE_SIZE} total={query.data?.total ?? 0} onPageChange={setPage} />
        )}
      </CardBody>
    </Card>
  );
}
