import { applicationSchema, type Application, type ApplicationReview } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchKeys } from '../../../resources/branches';
import { applicationKeys } from './query-keys';

export type ReviewRequest = { id: number; review: ApplicationReview };

/**
 * PUT /api/applications/{id} (staff): a status change, with the employee notes when there are any,
 * and the version of the application the reviewer saw.
 */
export async function reviewApplication({ id, review }: ReviewRequest): Promise<Application> {
  const data = await api.put(`/applications/${id}`, review);
  return applicationSchema.parse(data);
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    // Spec 02: after an update the applications and the stats are reloaded; after a refusal too, so
    // the list shows what someone else decided.
    // An approval moves a branch's space, so branch figures are read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all }),
      ]),
  });
}
