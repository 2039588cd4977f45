import type { BillingAccount } from '@stockyard/domain';
import AlertTriangle from 'lucide-react/icons/triangle-alert';
import Receipt from 'lucide-react/icons/receipt';
import Wallet from 'lucide-react/icons/wallet';
import { StatGrid } from '../../../components/ui/stat-card';
import { useMoney } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';

/** The customer number (to quote with a payment), balance (or credit), what is not yet billed, and what is overdue. */
export function AccountSummary({ account }: { account: BillingAccount }) {
  const { t } = useTranslation(['billing']);
  const money = useMoney(account.currency);
  const credit = account.balance < 0;
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700" data-testid="customer-number">
        {t('billing:customerNo', { number: account.customer_id })}
      </p>
      <StatGrid
        className="grid gap-4 sm:grid-cols-3"
        label={t('billing:account.title')}
        tiles={[
          {
            label: credit ? t('billing:account.credit') : t('billing:account.balance'),
            value: <span data-testid="billing-balance">{money(Math.abs(account.balance))}</span>,
            icon: Wallet,
            tone: credit ? 'green' : 'brand',
          },
          { label: t('billing:account.unbilled'), value: money(account.unbilled), icon: Receipt, tone: 'blue' },
          {
            label: t('billing:account.overdue'),
            value: money(account.overdue),
            icon: AlertTriangle,
            tone: account.overdue > 0 ? 'red' : 'gray',
          },
        ]}
      />
    </div>
  );
}
