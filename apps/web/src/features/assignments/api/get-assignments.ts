import { assignmentSchema, type Assignment } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectPages } from './collect-pages';

export const assignmentKeys = {
  all: ['assignments'] as const,
  admin: () => [...assignmentKeys.all, 'admin'] as const,
  mine: () => [...assignmentKeys.all, 'mine'] as const,
};

/** GET /api/assignments (admin): every assignment, newest first, read page by page. */
export async function getAssignments(signal?: AbortSignal): Promise<Assignment[]> {
  return collectPages(async (skip, limit) =>
    assignmentSchema.array().parse(await api.get('/assignments', { query: { skip, limit }, signal })),
  );
}

export const assignmentsQueryOptions = () =>
  queryOptions({ queryKey: assignmentKeys.admin(), queryFn: ({ signal }) => getAssignments(signal) });

export function useAssignments() {
  return useQuery(assignmentsQueryOptions());
}
