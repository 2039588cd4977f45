import { emailTestResultSchema, type EmailTestResult } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/settings/notifications/test-email: a real mail over the saved SMTP settings; the server's answer. */
export async function sendTestEmail(to: string): Promise<EmailTestResult> {
  return emailTestResultSchema.parse(await api.post('/settings/notifications/test-email', to ? { to } : {}));
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
