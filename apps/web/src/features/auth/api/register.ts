import { userSchema, type RegisterRequest, type User } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: creates a customer account; the answer is the new user. */
export async function registerAccount(request: RegisterRequest): Promise<User> {
  return userSchema.parse(await api.post('/auth/register', request));
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
