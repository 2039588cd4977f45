import { PageContainer } from '../../components/layout/page-container';
import { LoadErrorScope } from '../../components/ui/load-error-scope';
import { InventoryScreen } from '../../features/inventory/components/inventory-screen';

export function EmployeeInventoryScreen() {
  return (
    <PageContainer>
      {/* The list, its summary and Low Stock Alerts are read apart: with the API down, one message. */}
      <LoadErrorScope>
        <InventoryScreen />
      </LoadErrorScope>
    </PageContainer>
  );
}
