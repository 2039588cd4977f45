import type { LoaderFunctionArgs } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { transfersQueryOptions } from '../../features/transfers/api/transfers-api';
import { readTransferFilter, TransfersScreen } from '../../features/transfers/components/transfers-screen';
import { startRead } from '../../lib/query-client';
import { allBranchesQueryOptions } from '../../resources/branches';

/** The list the address asks for and the branches for the filter, read as soon as the code is in. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  startRead(transfersQueryOptions(readTransferFilter(new URL(request.url).searchParams)));
  startRead(allBranchesQueryOptions());
  return null;
};

export const AdminTransfersScreen = () => (
  <PageContainer>
    <TransfersScreen backTo="/admin/dashboard" />
  </PageContainer>
);

export const EmployeeTransfersScreen = () => (
  <PageContainer>
    <TransfersScreen backTo="/employee/dashboard" />
  </PageContainer>
);
