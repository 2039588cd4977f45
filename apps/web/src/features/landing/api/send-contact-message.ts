import type { ContactMessage } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Stores the landing page's contact message on the server, where admins read it. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post('/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
