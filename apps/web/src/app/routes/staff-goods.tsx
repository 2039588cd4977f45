import type { LoaderFunctionArgs } from 'react-router';
import { ManageGoods } from '../../features/goods/components/manage-goods';
import { readGoodsParams } from '../../features/goods/lib/goods-params';
import { useTranslation } from '../../lib/i18n/react';
import { startRead } from '../../lib/query-client';
import { allBranchesQueryOptions, useAllBranches } from '../../resources/branches';
import { goodsListQueryOptions } from '../../resources/goods';

/**
 * /admin/manage-goods, /admin/goods and /employee/goods: the goods across the branches, with the
 * actions the server allows staff (list, add, edit, stock movements, history, import, export). The
 * branch list feeds the filter and the item form; if it cannot load, both simply offer no branches
 * (spec 02 section 8).
 */
const PAGES = {
  admin: { description: 'common:pages.adminGoodsText', backTo: '/admin/dashboard' },
  employee: { description: 'common:pages.employeeGoodsText', backTo: '/employee/dashboard' },
} as const;

/** The page of goods the address asks for, and the branches for the filter. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  startRead(goodsListQueryOptions(readGoodsParams(new URL(request.url).searchParams)));
  startRead(allBranchesQueryOptions());
  return null;
};

function StaffGoodsScreen({ area }: { area: keyof typeof PAGES }) {
  const branches = useAllBranches();
  const { t } = useTranslation(['common']);
  const page = PAGES[area];
  return <ManageGoods branches={branches.data ?? []} backTo={page.backTo} description={t(page.description)} />;
}

export const AdminGoodsScreen = () => <StaffGoodsScreen area="admin" />;
export const EmployeeGoodsScreen = () => <StaffGoodsScreen area="employee" />;
