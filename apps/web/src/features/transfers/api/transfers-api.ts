import {
  transferListResponseSchema,
  transferSchema,
  type TransferCreateInput,
  type TransferDirection,
  type TransferStatus,
} from '@stockyard/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from '../../../resources/goods';

export type TransferFilter = {
  direction?: TransferDirection | undefined;
  status?: TransferStatus | undefined;
  branch_id?: number | undefined;
  q?: string | undefined;
  page: number;
};

/** One root key: a send, receipt or cancel refreshes every transfers list together. */
export const transferKeys = {
  all: ['transfers'] as const,
  list: (filter: TransferFilter) => [...transferKeys.all, 'list', filter] as const,
};

export const TRANSFERS_PAGE_SIZE = 20;

/** GET /api/transfers: the caller's branches' transfers (admins: all), newest first. */
export const transfersQueryOptions = (filter: TransferFilter) =>
  queryOptions({
    queryKey: transferKeys.list(filter),
    queryFn: async ({ signal }) =>
      transferListResponseSchema.parse(
        await api.get('/transfers', { query: { ...filter, limit: TRANSFERS_PAGE_SIZE }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
export const useTransfers = (filter: TransferFilter) => useQuery(transfersQueryOptions(filter));

/** Every transfer write moves stock: the transfers and every goods view (lists, ledgers) refresh. */
function useTransferMutation<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.all }),
        queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
      ]),
  });
}

/** POST /api/transfers: the quantity leaves the item at once and is in transit. */
export const useCreateTransfer = () =>
  useTransferMutation(async (input: TransferCreateInput) => transferSchema.parse(await api.post('/transfers', input)));

export type ReceiveInput = { id: number; received_quantity: number; shortfall_reason?: string; version: number };

/** POST /api/transfers/{id}/receive: by the destination's staff, with an optional shortfall and its reason. */
export const useReceiveTransfer = () =>
  useTransferMutation(async ({ id, ...body }: ReceiveInput) =>
    transferSchema.parse(await api.post(`/transfers/${id}/receive`, body)),
  );

/** POST /api/transfers/{id}/cancel: by the source's staff until received; the stock returns. */
export const useCancelTransfer = () =>
  useTransferMutation(async ({ id, version }: { id: number; version: number }) =>
    transferSchema.parse(await api.post(`/transfers/${id}/cancel`, { version })),
  );
