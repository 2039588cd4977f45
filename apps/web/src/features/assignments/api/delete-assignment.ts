import { deleteAssignmentResponseSchema } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type DeleteAssignmentVariables = { id: number; version: number };

/** DELETE /api/assignments/{id}?version= (admin): from the version on the board, so a task changed since stays (409). */
export async function deleteAssignment({ id, version }: DeleteAssignmentVariables): Promise<string> {
  return deleteAssignmentResponseSchema.parse(await api.delete(`/assignments/${id}`, { query: { version } })).detail;
}

export function useDeleteAssignment() {
  return useRefreshingMutation(deleteAssignment, assignmentKeys.all, { evenOnFailure: true });
}
