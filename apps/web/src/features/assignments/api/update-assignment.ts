import { assignmentSchema, type Assignment, type UpdateAssignmentRequest } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type UpdateAssignmentVariables = { id: number; changes: UpdateAssignmentRequest; version: number };

/** PUT /api/assignments/{id} as an admin: any field, progress included, from the version opened. */
export async function updateAssignment({ id, changes, version }: UpdateAssignmentVariables): Promise<Assignment> {
  return assignmentSchema.parse(await api.put(`/assignments/${id}`, { ...changes, version }));
}

export function useUpdateAssignment() {
  return useRefreshingMutation(updateAssignment, assignmentKeys.all);
}
