import {
  outboxBulkResultSchema,
  outboxMessageSchema,
  type OutboxBulkResult,
  type OutboxMessageView,
} from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { emailLogKeys } from './get-email-log';

/** POST /api/admin/email-log/:id/send-now: a pending message is tried at once. */
export async function sendMessageNow(id: number): Promise<OutboxMessageView> {
  return outboxMessageSchema.parse(await api.post(`/admin/email-log/${id}/send-now`));
}

/** Every failed message back to the queue, or every pending one tried at once. */
export async function requeueAll(status: 'failed' | 'pending'): Promise<OutboxBulkResult> {
  const path = status === 'failed' ? '/admin/email-log/resend-failed' : '/admin/email-log/send-pending';
  return outboxBulkResultSchema.parse(await api.post(path, {}));
}

export function useSendMessageNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessageNow,
    onSettled: () => client.invalidateQueries({ queryKey: emailLogKeys.all }),
  });
}

export function useRequeueAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requeueAll,
    onSettled: () => client.invalidateQueries({ queryKey: emailLogKeys.all }),
  });
}
