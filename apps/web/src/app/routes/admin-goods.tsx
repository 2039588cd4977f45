import { useAllBranches } from '../../resources/branches';
import { ManageGoods } from '../../features/goods/components/manage-goods';
import { useTranslation } from '../../lib/i18n/react';

/**
 * /admin/manage-goods and /admin/goods. The branch list feeds the filter and the item form; if it
 * cannot load, both simply offer no branches (spec 02 section 8).
 */
export function AdminGoodsScreen() {
  const branches = useAllBranches();
  const { t } = useTranslation(['common']);
  return (
    <ManageGoods
      branches={branches.data ?? []}
      backTo="/admin/dashboard"
      description={t('common:pages.adminGoodsText')}
    />
  );
}
