import { PageContainer } from '../../components/layout/page-container';
import { CustomerBilling } from '../../features/billing/components/customer-billing';

export function CustomerBillingScreen() {
  return (
    <PageContainer>
      <CustomerBilling />
    </PageContainer>
  );
}
