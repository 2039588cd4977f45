import { lazy } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { ManageGoods } from '../../features/goods/components/manage-goods';
import { readGoodsParams } from '../../features/goods/lib/goods-params';
import { useTranslation } from '../../lib/i18n/react';
import { startRead } from '../../lib/query-client';
import { allBranchesQueryOptions, useAllBranches } from '../../resources/branches';
import { meQueryOptions, useMe } from '../../resources/current-user';
import { goodsListQueryOptions } from '../../resources/goods';

/**
 * /admin/manage-goods, /admin/goods and /employee/goods: the goods across the branches, with the
 * actions the server allows staff (list, add, edit, stock movements, history, import, export). The
 * branch list feeds the filter and the item form; if it cannot load, both simply offer no branches
 * (spec 02 section 8).
 */
const PAGES = {
  admin: { description: 'common:pages.adminGoodsText', backTo: '/admin/dashboard', transfers: '/admin/transfers' },
  employee: {
    description: 'common:pages.employeeGoodsText',
    backTo: '/employee/dashboard',
    transfers: '/employee/transfers',
  },
} as const;

// An item's Transfer action: the transfers feature's dialog, loaded when first opened.
const ItemTransferDialog = lazy(() =>
  import('../../features/transfers/components/create-transfer-dialog').then((module) => ({
    default: module.ItemTransferDialog,
  })),
);

/** The page of goods the address asks for, and the branches for the filter. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  startRead(goodsListQueryOptions(readGoodsParams(new URL(request.url).searchParams)));
  startRead(allBranchesQueryOptions());
  if (new URL(request.url).pathname.startsWith('/employee/')) startRead(meQueryOptions());
  return null;
};

function StaffGoodsScreen({ area }: { area: keyof typeof PAGES }) {
  const branches = useAllBranches();
  // An employee files and filters goods at the branches they work at only (the server refuses others).
  const me = useMe({ enabled: area === 'employee' });
  const workBranches = new Set(me.data?.branch_ids ?? []);
  const offered =
    area === 'employee' ? (branches.data ?? []).filter((branch) => workBranches.has(branch.id)) : (branches.data ?? []);
  const { t } = useTranslation(['common']);
  const page = PAGES[area];
  return (
    <ManageGoods
      branches={offered}
      backTo={page.backTo}
      description={t(page.description)}
      transfers={{ dialog: ItemTransferDialog, path: page.transfers }}
    />
  );
}

export const AdminGoodsScreen = () => <StaffGoodsScreen area="admin" />;
export const EmployeeGoodsScreen = () => <StaffGoodsScreen area="employee" />;
