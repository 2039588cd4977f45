import { contactMessageRecordSchema, type ContactMessageRecord } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { contactMessageKeys } from '../../../resources/contact-messages';

/** PATCH /api/contact/{id}: mark a message handled, or open again. */
export async function setMessageHandled(input: { id: number; handled: boolean }): Promise<ContactMessageRecord> {
  return contactMessageRecordSchema.parse(await api.patch(`/contact/${input.id}`, { handled: input.handled }));
}

export function useSetMessageHandled() {
  // The root: the inbox's pages and the navigation bar's unhandled count.
  return useRefreshingMutation(setMessageHandled, contactMessageKeys.all);
}
