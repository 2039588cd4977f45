import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { contactMessageKeys } from '../../../resources/contact-messages';

/** DELETE /api/contact/{id}. */
export async function deleteMessage(id: number): Promise<void> {
  await api.delete(`/contact/${id}`);
}

export function useDeleteMessage() {
  // The root: the inbox's pages and the navigation bar's unhandled count.
  return useRefreshingMutation(deleteMessage, contactMessageKeys.all);
}
