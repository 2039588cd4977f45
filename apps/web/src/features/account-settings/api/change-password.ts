import type { PasswordChangeRequest } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (request: PasswordChangeRequest) =>
  api.post<{ detail: string }>('/users/me/password', request);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
