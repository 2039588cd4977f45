import { deleteAssignmentResponseSchema } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** DELETE /api/assignments/{id} (admin). */
export async function deleteAssignment(id: number): Promise<string> {
  return deleteAssignmentResponseSchema.parse(await api.delete(`/assignments/${id}`)).detail;
}

export function useDeleteAssignment() {
  return useRefreshingMutation(deleteAssignment, assignmentKeys.all);
}
