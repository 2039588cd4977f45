import { PageContainer } from '../../components/layout/page-container';
import { CustomerBilling } from '../../features/billing/components/customer-billing';
import { accountQuery } from '../../features/billing/api/get-account';
import { accruedQuery } from '../../features/billing/api/get-accrued';
import { firstPaymentsPage } from '../../features/billing/api/get-payments';
import { firstStatementsPage } from '../../features/billing/api/get-statements';
import { startRead } from '../../lib/query-client';

/** The balance, this month's charges and the first page of statements and payments, read at once. */
export const loader = () => {
  startRead(accountQuery('me'));
  startRead(accruedQuery('me'));
  startRead(firstStatementsPage());
  startRead(firstPaymentsPage());
  return null;
};

export function CustomerBillingScreen() {
  return (
    <PageContainer>
      <CustomerBilling />
    </PageContainer>
  );
}
