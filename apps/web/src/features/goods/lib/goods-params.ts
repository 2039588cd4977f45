import {
  EXPIRY_STATUSES,
  GOODS_PAGE_DEFAULT_LIMIT,
  GOODS_PAGE_SIZES,
  OWNER_SCOPES,
  STOCK_STATUSES,
  type ExpiryStatus,
  type StockStatus,
} from '@stockyard/domain';

export type GoodsFilters = {
  search: string;
  category: string;
  branch: string;
  stock_status: StockStatus | '';
  expiry_status: ExpiryStatus | '';
  /** '' (every good), 'warehouse', 'customers' or a customer's id, as the list's owner filter. */
  owner: string;
};

export type GoodsListParams = GoodsFilters & { page: number; limit: number };

export const FILTER_KEYS = ['search', 'category', 'branch', 'stock_status', 'expiry_status', 'owner'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The goods view as written in the address bar, so a link reproduces it. Values that are not
 * valid (a hand-edited page size, an unknown status) fall back to the defaults instead of failing.
 */
export function readGoodsParams(params: URLSearchParams): GoodsListParams {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const branch = params.get('branch') ?? '';
  const owner = params.get('owner') ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    branch: /^[1-9]\d*$/.test(branch) ? branch : '',
    stock_status: oneOf(STOCK_STATUSES, params.get('stock_status')),
    expiry_status: oneOf(EXPIRY_STATUSES, params.get('expiry_status')),
    owner: /^[1-9]\d*$/.test(owner) || oneOf(OWNER_SCOPES, owner) !== '' ? owner : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (GOODS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GOODS_PAGE_DEFAULT_LIMIT,
  };
}

/** The params with the changes applied; defaults and empty values are left out to keep links short. */
export function writeGoodsParams(current: URLSearchParams, changes: Partial<GoodsListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault =
      value === '' ||
      value === undefined ||
      (key === 'page' && value === 1) ||
      (key === 'limit' && value === GOODS_PAGE_DEFAULT_LIMIT);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export const hasActiveFilters = (filters: GoodsFilters) => FILTER_KEYS.some((key) => filters[key] !== '');
