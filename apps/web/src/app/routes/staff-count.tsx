import { PageContainer } from '../../components/layout/page-container';
import { CountSession } from '../../features/counts/components/count-session';
import { ScanItemDialog } from '../../features/inventory/components/scan-item-dialog';

// The count screen scans with the inventory's scanner dialog (camera, photo or typed code).
export function EmployeeCountScreen() {
  return (
    <PageContainer>
      <CountSession basePath="/employee/counts" Scanner={ScanItemDialog} />
    </PageContainer>
  );
}

export function AdminCountScreen() {
  return (
    <PageContainer>
      <CountSession basePath="/admin/counts" Scanner={ScanItemDialog} />
    </PageContainer>
  );
}
