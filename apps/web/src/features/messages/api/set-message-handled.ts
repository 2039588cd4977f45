import { contactMessageRecordSchema, type ContactMessageRecord } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/contact/{id}: mark a message handled, or open again. */
export async function setMessageHandled(input: { id: number; handled: boolean }): Promise<ContactMessageRecord> {
  return contactMessageRecordSchema.parse(await api.patch(`/contact/${input.id}`, { handled: input.handled }));
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-messages'] }),
  });
}
