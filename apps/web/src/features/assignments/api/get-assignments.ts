import { useQuery } from '@tanstack/react-query';
import { allAssignmentsQuery } from './all-assignments';

export const assignmentKeys = {
  all: ['assignments'] as const,
  admin: () => [...assignmentKeys.all, 'admin'] as const,
  mine: () => [...assignmentKeys.all, 'mine'] as const,
};

/** GET /api/assignments (admin): every assignment, newest first, read page by page. */
export const assignmentsQueryOptions = allAssignmentsQuery(assignmentKeys.admin(), '/assignments');

export function useAssignments() {
  return useQuery(assignmentsQueryOptions());
}
