import { useAllBranches } from '../../resources/branches';
import { ManageGoods } from '../../features/goods/components/manage-goods';

/**
 * /employee/goods: the goods across the branches, with the actions the server allows employees
 * (the goods routes are open to staff: list, add, edit, stock movements, history, import, export).
 */
export function EmployeeGoodsScreen() {
  const branches = useAllBranches();
  return (
    <ManageGoods
      branches={branches.data ?? []}
      backTo="/employee/dashboard"
      description="Goods across all branches. As staff you can add and edit items, move stock, and import or export them."
    />
  );
}
