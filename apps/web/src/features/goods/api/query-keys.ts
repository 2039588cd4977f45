import type { GoodsListParams } from '../lib/goods-params';

/** One root key, so any write can refresh every goods list, item and ledger at once. */
export const goodsKeys = {
  all: ['goods'] as const,
  list: (params: GoodsListParams) => ['goods', 'list', params] as const,
  item: (id: number) => ['goods', 'item', id] as const,
  movements: (id: number, page: number) => ['goods', 'movements', id, page] as const,
};
