import { contactMessageRecordSchema, type ContactMessageRecord } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** PATCH /api/contact/{id}: mark a message handled, or open again. */
export async function setMessageHandled(input: { id: number; handled: boolean }): Promise<ContactMessageRecord> {
  return contactMessageRecordSchema.parse(await api.patch(`/contact/${input.id}`, { handled: input.handled }));
}

export function useSetMessageHandled() {
  return useRefreshingMutation(setMessageHandled, ['contact-messages']);
}
