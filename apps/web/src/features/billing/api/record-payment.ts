import { paymentSchema, type PaymentCreate } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/**
 * POST /api/billing/payments (staff). The key names one submission: a retry of the same submission
 * sends the same key, so the server records it once.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: PaymentCreate; idempotencyKey: string }) =>
      paymentSchema.parse(
        await api.post('/billing/payments', input, { headers: { 'Idempotency-Key': idempotencyKey } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
