import { PageContainer } from '../../components/layout/page-container';
import { StaffBilling } from '../../features/billing/components/staff-billing';

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
