import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestDeletion = (reason?: string) =>
  api.post<{ detail: string }>('/users/me/deletion-request', reason ? { reason } : {});

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
