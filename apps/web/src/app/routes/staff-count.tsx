import { PageContainer } from '../../components/layout/page-container';
import { CountSession } from '../../features/counts/components/count-session';
import { ScanItemDialog } from '../../features/inventory/components/scan-item-dialog';
import type { LoaderFunctionArgs } from 'react-router';
import { countQuery } from '../../features/counts/api/get-count';
import { startRead } from '../../lib/query-client';

/** The count and its lines. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) startRead(countQuery(id));
  return null;
};

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
