import { deleteAssignmentResponseSchema } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';

/** DELETE /api/assignments/{id} (admin). */
export async function deleteAssignment(id: number): Promise<string> {
  return deleteAssignmentResponseSchema.parse(await api.delete(`/assignments/${id}`)).detail;
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
