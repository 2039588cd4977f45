import {
  countDetailSchema,
  countLineSchema,
  countReviewSchema,
  type CountCreateRequest,
  type CountLine,
} from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from '../../../resources/goods';
import { countKeys } from './query-keys';

function useCountsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>, goodsToo = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A refusal (a stale version, a closed count) also shows the session as it is now.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: countKeys.all });
      if (goodsToo) await queryClient.invalidateQueries({ queryKey: goodsKeys.all });
    },
  });
}

/** POST /api/counts: the form's values, with the fields it left empty left out. */
export const useCreateCount = () =>
  useCountsMutation(async ({ category, location, note, ...rest }: CountCreateRequest) =>
    countDetailSchema.parse(
      await api.post('/counts', {
        ...rest,
        ...(category ? { category } : {}),
        ...(location ? { location } : {}),
        ...(note ? { note } : {}),
      }),
    ),
  );

/** PUT /api/counts/{id}/lines/{lineId}: from the line's version as shown. */
export const useEnterLine = (countId: number) =>
  useCountsMutation(async ({ line, quantity }: { line: CountLine; quantity: number }) =>
    countLineSchema.parse(
      await api.put(`/counts/${countId}/lines/${line.id}`, { counted_quantity: quantity, version: line.version }),
    ),
  );

type SessionAction = 'submit' | 'cancel';

/** POST /api/counts/{id}/submit or /cancel, from the session's version as shown. */
export const useCountAction = (countId: number) =>
  useCountsMutation(async ({ action, version }: { action: SessionAction; version: number }) =>
    countDetailSchema.parse(await api.post(`/counts/${countId}/${action}`, { version })),
  );

/** POST /api/counts/{id}/recount. */
export const useRecount = (countId: number) =>
  useCountsMutation(async ({ lineIds, version }: { lineIds: number[]; version: number }) =>
    countDetailSchema.parse(await api.post(`/counts/${countId}/recount`, { line_ids: lineIds, version })),
  );

/** POST /api/counts/{id}/accept: the variances become stock adjustments, so the goods are read again. */
export const useAcceptCount = (countId: number) =>
  useCountsMutation(
    async ({ version }: { version: number }) =>
      countReviewSchema.parse(await api.post(`/counts/${countId}/accept`, { version })),
    true,
  );
