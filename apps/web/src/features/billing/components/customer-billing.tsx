import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n/react';
import { useAccount } from '../api/get-account';
import { AccountSummary } from './account-summary';
import { AccruedCard } from './accrued-card';
import { AgreementRates } from './agreement-rates';
import { PaymentsTable } from './payments-table';
import { StatementsTable } from './statements-table';

/** The customer's Billing screen: balance, the rate of each agreement, the charges so far, statements and payments. */
export function CustomerBilling() {
  const { t } = useTranslation(['billing']);
  const account = useAccount('me');
  return (
    <div className="space-y-6">
      <PageHeader title={t('billing:title')} description={t('billing:customerIntro')} />
      {account.isPending ? (
        <Spinner label={t('billing:account.loading')} />
      ) : account.isError ? (
        <LoadError query={account} title={t('billing:account.loadFailed')} />
      ) : (
        <>
          <AccountSummary account={account.data} />
          <AgreementRates account={account.data} />
        </>
      )}
      <AccruedCard customerId="me" />
      <StatementsTable showCustomer={false} />
      <PaymentsTable showCustomer={false} currency={account.data?.currency} />
    </div>
  );
}
