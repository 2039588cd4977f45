import { locationListSchema, locationSchema, type StorageLocation } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** A branch's storage locations: kept by admins (branch management), chosen at intake. */
export const locationKeys = {
  all: ['storage-locations'] as const,
  ofBranch: (branchId: number) => [...locationKeys.all, branchId] as const,
};

export const branchLocationsQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: locationKeys.ofBranch(branchId),
    queryFn: async (): Promise<StorageLocation[]> =>
      locationListSchema.parse(await api.get(`/branches/${branchId}/locations`)).locations,
  });

export const useBranchLocations = (branchId: number | null) =>
  useQuery({ ...branchLocationsQueryOptions(branchId ?? 0), enabled: branchId !== null });

function useLocationMutation<Input>(write: (input: Input) => Promise<StorageLocation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export const useAddLocation = () =>
  useLocationMutation(async ({ branchId, code }: { branchId: number; code: string }) =>
    locationSchema.parse(await api.post(`/branches/${branchId}/locations`, { code })),
  );

export const useChangeLocation = () =>
  useLocationMutation(
    async ({ location, changes }: { location: StorageLocation; changes: { code?: string; is_active?: boolean } }) =>
      locationSchema.parse(
        await api.patch(`/branches/${location.branch_id}/locations/${location.id}`, {
          ...changes,
          version: location.version,
        }),
      ),
  );
