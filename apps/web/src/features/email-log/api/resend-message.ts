import { outboxMessageSchema, type OutboxMessageView } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { emailLogKeys } from './get-email-log';

/** POST /api/admin/email-log/:id/resend: a failed message goes back to the queue. */
export async function resendMessage(id: number): Promise<OutboxMessageView> {
  return outboxMessageSchema.parse(await api.post(`/admin/email-log/${id}/resend`));
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSettled: () => client.invalidateQueries({ queryKey: emailLogKeys.all }),
  });
}
