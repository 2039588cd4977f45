import { useQuery } from '@tanstack/react-query';
import { allAssignmentsQuery } from './all-assignments';
import { assignmentKeys } from './get-assignments';

/** GET /api/assignments/my-assignments: the caller's own assignments, newest first. */
export const myAssignmentsQueryOptions = allAssignmentsQuery(assignmentKeys.mine(), '/assignments/my-assignments');

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
