import {
  DEFAULT_PASSWORD_POLICY,
  passwordPolicyHint,
  USER_PASSWORD_MIN_LENGTH,
  type PasswordPolicy,
} from '@stockyard/domain';
import { createContext, useContext } from 'react';

/**
 * The server's password policy (GET /api/settings/public). The route provides it around the user
 * screens, so the Add/Edit User form states the rules the server will apply.
 */
export const UserPasswordPolicy = createContext<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);

/** The password field's hint: the admin form never asks for fewer than spec 02's 6 characters. */
export function useUserPasswordHint(): string {
  const policy = useContext(UserPasswordPolicy);
  return passwordPolicyHint(policy, Math.max(USER_PASSWORD_MIN_LENGTH, policy.min_length));
}
