import { useAllBranches } from '../../resources/branches';
import { ManageGoods } from '../../features/goods/components/manage-goods';
import { useTranslation } from '../../lib/i18n/react';

/**
 * /employee/goods: the goods across the branches, with the actions the server allows employees
 * (the goods routes are open to staff: list, add, edit, stock movements, history, import, export).
 */
export function EmployeeGoodsScreen() {
  const branches = useAllBranches();
  const { t } = useTranslation(['common']);
  return (
    <ManageGoods
      branches={branches.data ?? []}
      backTo="/employee/dashboard"
      description={t('common:pages.employeeGoodsText')}
    />
  );
}
