import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write after which every read under `queryKey` is fetched again, so the lists and counts show it. */
export function useRefreshingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
