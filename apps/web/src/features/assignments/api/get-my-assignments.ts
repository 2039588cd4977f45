import { assignmentSchema, type Assignment } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectPages } from './collect-pages';
import { assignmentKeys } from './get-assignments';

/** GET /api/assignments/my-assignments: the caller's own assignments, newest first. */
export async function getMyAssignments(signal?: AbortSignal): Promise<Assignment[]> {
  return collectPages(async (skip, limit) =>
    assignmentSchema.array().parse(await api.get('/assignments/my-assignments', { query: { skip, limit }, signal })),
  );
}

export const myAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: assignmentKeys.mine(), queryFn: ({ signal }) => getMyAssignments(signal) });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
