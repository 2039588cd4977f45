import { placementOptionsSchema, type PlacementOptions } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

/**
 * GET /api/applications/{id}/placement-options (staff): the branches with room for the volume,
 * their staff and the default intake employee. `volume` only for an extra large application (or one
 * without an estimate); left out, the estimate decides.
 */
export async function getPlacementOptions(
  id: number,
  volume?: number,
  signal?: AbortSignal,
): Promise<PlacementOptions> {
  const data = await api.get(`/applications/${id}/placement-options`, { query: { volume }, signal });
  return placementOptionsSchema.parse(data);
}

export const placementOptionsQuery = (id: number, volume?: number) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'placement', id, volume ?? null] as const,
    queryFn: ({ signal }) => getPlacementOptions(id, volume, signal),
    // Space moves with every approval: the picker reads it fresh each time it opens.
    staleTime: 0,
  });

export function usePlacementOptions(id: number, volume: number | undefined, enabled: boolean) {
  return useQuery({ ...placementOptionsQuery(id, volume), enabled });
}
