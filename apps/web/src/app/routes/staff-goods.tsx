import { ManageGoods } from '../../features/goods/components/manage-goods';
import { useTranslation } from '../../lib/i18n/react';
import { useAllBranches } from '../../resources/branches';

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

function StaffGoodsScreen({ area }: { area: keyof typeof PAGES }) {
  const branches = useAllBranches();
  const { t } = useTranslation(['common']);
  const page = PAGES[area];
  return <ManageGoods branches={branches.data ?? []} backTo={page.backTo} description={t(page.description)} />;
}

export const AdminGoodsScreen = () => <StaffGoodsScreen area="admin" />;
export const EmployeeGoodsScreen = () => <StaffGoodsScreen area="employee" />;
