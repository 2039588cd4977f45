import { assignmentSchema, type Assignment, type CreateAssignmentInput } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/assignments (admin): the server starts it pending at 0 and stores the due date's end. */
export async function createAssignment(request: CreateAssignmentInput): Promise<Assignment> {
  return assignmentSchema.parse(await api.post('/assignments', request));
}

export function useCreateAssignment() {
  return useRefreshingMutation(createAssignment, assignmentKeys.all);
}
