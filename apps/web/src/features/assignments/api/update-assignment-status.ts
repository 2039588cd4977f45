import {
  assignmentSchema,
  progressAfterTransition,
  type Assignment,
  type AssignmentStatus,
  type EmployeeAssignmentUpdate,
} from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './get-assignments';

/** `actualHours`: what the completion form logged (null: none given); only sent on completing. */
export type StatusChange = { assignment: Assignment; to: AssignmentStatus; actualHours?: number | null };

/**
 * PUT /api/assignments/{id} from My Assignments: the status, and the hours on completion. The
 * server applies the same completion rule (100 on complete, 50 on start from 0) and refuses
 * transitions the table forbids.
 */
export async function updateAssignmentStatus({ assignment, to, actualHours }: StatusChange): Promise<Assignment> {
  // The version the card showed: a task changed meanwhile is refused (409) rather than moved blind.
  const body: EmployeeAssignmentUpdate = { status: to, version: assignment.version };
  if (to === 'completed' && actualHours !== undefined) body.actual_hours = actualHours;
  return assignmentSchema.parse(await api.put(`/assignments/${assignment.id}`, body));
}

const replaceIn = (list: Assignment[] | undefined, next: Assignment) =>
  list?.map((item) => (item.id === next.id ? next : item));

export function useUpdateAssignmentStatus() {
  const queryClient = useQueryClient();
  const key = assignmentKeys.mine();
  return useMutation({
    mutationFn: updateAssignmentStatus,
    // The card moves at once with the local rule; the server's answer then confirms or rolls back.
    onMutate: async ({ assignment, to, actualHours }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Assignment[]>(key);
      const local = {
        ...assignment,
        status: to,
        progress: progressAfterTransition(to, assignment.progress),
        actual_hours: actualHours === undefined ? assignment.actual_hours : actualHours,
      };
      queryClient.setQueryData<Assignment[]>(key, (list) => replaceIn(list, local));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Assignment[]>(key, (list) => replaceIn(list, saved));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
