import { useAllBranches } from '../../resources/branches';
import { ManageGoods } from '../../features/goods/components/manage-goods';

/**
 * /admin/manage-goods and /admin/goods. The branch list feeds the filter and the item form; if it
 * cannot load, both simply offer no branches (spec 02 section 8).
 */
export function AdminGoodsScreen() {
  const branches = useAllBranches();
  return (
    <ManageGoods
      branches={branches.data ?? []}
      backTo="/admin/dashboard"
      description="Inventory items across all branches: stock, expiry, imports and exports."
    />
  );
}
