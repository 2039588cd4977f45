import {
  MOVEMENTS_PAGE_DEFAULT_LIMIT,
  goodDeleteResponseSchema,
  goodSchema,
  goodsListResponseSchema,
  importPreviewReportSchema,
  importReportSchema,
  movementsListResponseSchema,
  nudgeQuantity,
  stockUpdateResponseSchema,
  type Good,
  type GoodCreateRequest,
  type GoodUpdateRequest,
  type GoodsListResponse,
  type ImportPreviewReport,
  type ImportReport,
  type MovementsListResponse,
  type StockUpdateInput,
  type StockUpdateResponse,
} from '@stockyard/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, type RequestOptions } from '../lib/api-client';

/**
 * Goods and their stock are shown by the goods screens (admin and employee), the employee
 * inventory and the dashboards. Every view keys its data below ['goods'], so one write (a stock
 * movement on any screen, an edit, an import) refreshes them all.
 */
export type GoodsQuery = NonNullable<RequestOptions['query']>;

export const goodsKeys = {
  all: ['goods'] as const,
  lists: () => [...goodsKeys.all, 'list'] as const,
  list: (query: GoodsQuery) => [...goodsKeys.lists(), query] as const,
  item: (id: number) => [...goodsKeys.all, 'item', id] as const,
  movements: (id: number, page: number) => [...goodsKeys.all, 'movements', id, page] as const,
  /** Figures other endpoints derive from the goods (inventory tiles, low stock, dashboard counts). */
  derived: (view: string) => [...goodsKeys.all, view] as const,
};

/** GET /api/goods: one page with the server-side filters; empty filters are left out of the query. */
export async function getGoods(query: GoodsQuery, signal?: AbortSignal): Promise<GoodsListResponse> {
  return goodsListResponseSchema.parse(await api.get('/goods', { query, signal }));
}

export const goodsListQueryOptions = (query: GoodsQuery) =>
  queryOptions({
    queryKey: goodsKeys.list(query),
    queryFn: ({ signal }) => getGoods(query, signal),
    // A list keeps the last page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    // Staff act on what they see; a list another person changed should not wait 30 s to show it.
    staleTime: 0,
    retry: false,
  });

export function useGoodsList(query: GoodsQuery) {
  return useQuery(goodsListQueryOptions(query));
}

/** GET /api/goods/{id}: the item as stored now, read when its edit form opens. */
export async function getGood(id: number, signal?: AbortSignal): Promise<Good> {
  return goodSchema.parse(await api.get(`/goods/${id}`, { signal }));
}

export const goodQueryOptions = (id: number) =>
  queryOptions({ queryKey: goodsKeys.item(id), queryFn: ({ signal }) => getGood(id, signal), staleTime: 0 });

export function useGood(id: number | undefined) {
  return useQuery({ ...goodQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** GET /api/goods/{id}/movements: the item's stock ledger, newest first. */
export async function getMovements(id: number, page: number, signal?: AbortSignal): Promise<MovementsListResponse> {
  const data = await api.get(`/goods/${id}/movements`, {
    query: { page, limit: MOVEMENTS_PAGE_DEFAULT_LIMIT },
    signal,
  });
  return movementsListResponseSchema.parse(data);
}

export const movementsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: goodsKeys.movements(id, page),
    queryFn: ({ signal }) => getMovements(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMovements(id: number | null | undefined, page = 1) {
  return useQuery({ ...movementsQueryOptions(id ?? 0, page), enabled: id !== undefined && id !== null });
}

/** `optimisticStep`: the minus/plus buttons' one unit, shown in the lists before the server answers. */
export type StockUpdateVariables = { id: number; request: StockUpdateInput; optimisticStep?: 1 | -1 };

/**
 * PUT /api/goods/{id}/stock: one ledgered movement. The server reads the stock under a row lock and
 * computes previous and new quantity itself, so no client figures are sent.
 */
export async function updateStock({ id, request }: StockUpdateVariables): Promise<StockUpdateResponse> {
  const { type, quantity, reason, reference_number, notes } = request;
  const body = { type, quantity, reason, reference_number, notes };
  return stockUpdateResponseSchema.parse(await api.put(`/goods/${id}/stock`, body));
}

const stepRows = (queryClient: QueryClient, id: number, step: number) =>
  queryClient.setQueriesData<GoodsListResponse>(
    { queryKey: goodsKeys.lists() },
    (data) =>
      data && {
        ...data,
        goods: data.goods.map((g) =>
          g.id === id ? { ...g, quantity: nudgeQuantity(g.quantity, step > 0 ? 1 : -1) } : g,
        ),
      },
  );

/**
 * With `optimisticStep` every list moves by one at once (the minus/plus buttons). A refusal takes
 * back only that step, not a snapshot, so other presses still on their way keep theirs; the refetch
 * when each settles brings every goods view (lists, items, ledgers, tiles) to the stock as stored.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onMutate: async ({ id, optimisticStep }) => {
      if (optimisticStep === undefined) return;
      await queryClient.cancelQueries({ queryKey: goodsKeys.lists() });
      stepRows(queryClient, id, optimisticStep);
    },
    onError: (_error, { id, optimisticStep }) => {
      if (optimisticStep !== undefined) stepRows(queryClient, id, -optimisticStep);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}

/** A goods write refreshes every goods view; with `evenOnFailure`, also when it was refused. */
function useGoodsMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  { evenOnFailure = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: goodsKeys.all });
  return useMutation(evenOnFailure ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
}

/** POST /api/goods: the server generates the product id. */
export async function createGood(values: GoodCreateRequest): Promise<Good> {
  return goodSchema.parse(await api.post('/goods', values));
}

export const useCreateGood = () => useGoodsMutation(createGood);

export type UpdateGoodVariables = { id: number; values: GoodUpdateRequest; version: number };

/**
 * PUT /api/goods/{id} from the version the form was loaded from: the product id is sent back
 * unchanged (the server refuses a change), the quantity never (stock moves through movements).
 */
export async function updateGood({ id, values, version }: UpdateGoodVariables): Promise<Good> {
  return goodSchema.parse(await api.put(`/goods/${id}`, { ...values, version }));
}

export const useUpdateGood = () => useGoodsMutation(updateGood);

export type DeleteGoodVariables = { id: number; version: number };

/** DELETE /api/goods/{id}?version=: from the version on screen, so an item changed since is not deleted (409). */
export async function deleteGood({ id, version }: DeleteGoodVariables): Promise<string> {
  return goodDeleteResponseSchema.parse(await api.delete(`/goods/${id}`, { query: { version } })).detail;
}

// Spec 02 section 8: the list is reloaded after a delete, whether it worked or not.
export const useDeleteGood = () => useGoodsMutation(deleteGood, { evenOnFailure: true });

export type RemoveLotVariables = { id: number; version: number; reason: string };

/** POST /api/customer-goods/{id}/remove: a customer's lot is removed with a reason, never deleted. */
export async function removeLot({ id, version, reason }: RemoveLotVariables): Promise<void> {
  await api.post(`/customer-goods/${id}/remove`, { reason, version });
}

export const useRemoveLot = () => useGoodsMutation(removeLot, { evenOnFailure: true });

export type PurgeLotVariables = { id: number; version: number; confirm: string };

/** DELETE /api/customer-goods/{id} (admins): a removed lot, confirmed by typing its number. */
export async function purgeLot({ id, version, confirm }: PurgeLotVariables): Promise<void> {
  await api.delete(`/customer-goods/${id}`, { query: { version, confirm } });
}

export const usePurgeLot = () => useGoodsMutation(purgeLot, { evenOnFailure: true });

/** POST /api/goods/import with the file as multipart: the server validates every row again. */
export async function importGoods(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  return importReportSchema.parse(await api.post('/goods/import', body));
}

export const useImportGoods = () => useGoodsMutation(importGoods);

/** What importing the file would do, checked by the server with the import's own checks; writes nothing. */
export async function previewImportFile(file: File): Promise<ImportPreviewReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  return importPreviewReportSchema.parse(await api.post('/goods/import/preview', body));
}
