import Wallet from 'lucide-react/icons/wallet';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useCustomerBalance } from '../api/get-customer-balance';

/** Staff see what the applicant owes (or holds in credit) beside the application and the release request. */
export function CustomerBalance({ customerId }: { customerId: number }) {
  const { t } = useTranslation(['applications']);
  const account = useCustomerBalance(customerId);
  const money = useMoney(account.data?.currency);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 px-4 py-3 text-sm">
      <Wallet aria-hidden="true" className="size-4 text-brand-600" />
      <span className="font-medium text-gray-700">{t('applications:customerBalance.title')}</span>
      {account.isPending ? (
        <Spinner size="sm" label={t('applications:customerBalance.loading')} />
      ) : account.isError && isApiError(account.error) && account.error.status === 404 ? (
        // An employee sees billing only of customers with storage at their branches (docs/behaviour.md).
        <span className="text-gray-600">{t('applications:customerBalance.outOfScope')}</span>
      ) : account.isError ? (
        <span className="text-red-700">{t('applications:customerBalance.failed')}</span>
      ) : (
        <>
          <span data-testid="customer-balance">
            {account.data.balance < 0
              ? `${t('applications:customerBalance.credit')} ${money(-account.data.balance)}`
              : `${t('applications:customerBalance.balance')} ${money(account.data.balance)}`}
          </span>
          {account.data.overdue > 0 && (
            <span className="font-medium text-red-700">
              {t('applications:customerBalance.overdue', { amount: money(account.data.overdue) })}
            </span>
          )}
        </>
      )}
    </div>
  );
}
