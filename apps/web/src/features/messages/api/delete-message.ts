import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** DELETE /api/contact/{id}. */
export async function deleteMessage(id: number): Promise<void> {
  await api.delete(`/contact/${id}`);
}

export function useDeleteMessage() {
  return useRefreshingMutation(deleteMessage, ['contact-messages']);
}
