import { PageContainer } from '../../components/layout/page-container';
import { StaffBilling } from '../../features/billing/components/staff-billing';
import { firstStatementsPage } from '../../features/billing/api/get-statements';
import { startRead } from '../../lib/query-client';

/** The Statements tab opens first: its first page. */
export const loader = () => {
  startRead(firstStatementsPage());
  return null;
};

export function AdminBillingScreen() {
  return (
    <PageContainer>
      <StaffBilling admin />
    </PageContainer>
  );
}

export function EmployeeBillingScreen() {
  return (
    <PageContainer>
      <StaffBilling admin={false} />
    </PageContainer>
  );
}
