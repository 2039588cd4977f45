import { PageContainer } from '../../components/layout/page-container';
import { InventoryScreen } from '../../features/inventory/components/inventory-screen';

export function EmployeeInventoryScreen() {
  return (
    <PageContainer>
      <InventoryScreen />
    </PageContainer>
  );
}
