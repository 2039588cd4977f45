import Wallet from 'lucide-react/icons/wallet';
import { Spinner } from '../../../components/ui/spinner';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useCustomerBalance } from '../api/get-customer-balance';

/** Staff see what the applicant owes (or holds in credit) beside the application. */
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
