import type { ContactMessage } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';

/**
 * Delivers a contact form message. The API has no endpoint for these yet and spec 01 says the
 * form makes no call, so the message is accepted here; when the endpoint exists, this function
 * becomes `api.post('/contact', message)` and nothing else in the form changes.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  void message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
