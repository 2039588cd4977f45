import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which every read under `queryKey` is fetched again, so the lists and counts show it.
 * With `evenOnFailure` also after a refusal: a stale delete (409) then shows the record as it is now.
 */
export function useRefreshingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  queryKey: QueryKey,
  { evenOnFailure = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(evenOnFailure ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
}
