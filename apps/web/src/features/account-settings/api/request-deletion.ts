import type { DeletionRequest } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestDeletion = (request: DeletionRequest) =>
  api.post<{ detail: string }>('/users/me/deletion-request', request);

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
