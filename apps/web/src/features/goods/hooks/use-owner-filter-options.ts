import { useQuery } from '@tanstack/react-query';
import { getGoodsOwners, goodsCatalogKeys, type Option } from '../../../lib/goods-catalog';
import { useTranslation } from '../../../lib/i18n/react';

/**
 * The owner filter's choices in the reader's language: warehouse stock, all customer goods, then
 * each customer by name with their number of lots. Same query (key and fetcher) as the catalog's.
 */
export function useOwnerFilterOptions(): Option[] {
  const { t } = useTranslation(['goods']);
  const query = useQuery({ queryKey: goodsCatalogKeys.owners, queryFn: ({ signal }) => getGoodsOwners(signal) });
  return [
    { value: 'warehouse', label: t('goods:toolbar.warehouse') },
    { value: 'customers', label: t('goods:toolbar.customers') },
    ...(query.data?.owners ?? []).map((owner) => ({
      value: String(owner.id),
      label: t('goods:toolbar.ownerLots', { name: owner.name, count: owner.lots }),
    })),
  ];
}
