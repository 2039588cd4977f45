import {
  GOOD_CATEGORIES,
  goodsCategoriesResponseSchema,
  goodsOwnersResponseSchema,
  type GoodsOwnersResponse,
} from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * What the goods filters offer, shared by the goods screen and the inventory: one home and one key
 * each, under ['goods'], so any goods write that refreshes the goods also refreshes these.
 */
export const goodsCatalogKeys = {
  categories: ['goods', 'catalog', 'categories'] as const,
  owners: ['goods', 'catalog', 'owners'] as const,
};

export type Option = { value: string; label: string };

/** GET /api/goods/categories: the one list, then categories older goods still carry. */
export async function getGoodsCategories(signal?: AbortSignal): Promise<string[]> {
  const data = goodsCategoriesResponseSchema.parse(await api.get('/goods/categories', { signal }));
  return data.categories.map((category) => category.name);
}

/** The category filter's choices; the list itself until (or if) the server answers. */
export function useCategoryOptions(): Option[] {
  const query = useQuery({
    queryKey: goodsCatalogKeys.categories,
    queryFn: ({ signal }) => getGoodsCategories(signal),
  });
  return (query.data ?? GOOD_CATEGORIES).map((name) => ({ value: name, label: name }));
}

/** GET /api/goods/owners: the customers who have goods stored. */
export async function getGoodsOwners(signal?: AbortSignal): Promise<GoodsOwnersResponse> {
  return goodsOwnersResponseSchema.parse(await api.get('/goods/owners', { signal }));
}
