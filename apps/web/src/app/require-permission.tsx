import { hasPermission, type Permission } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { AccessDenied } from '../components/layout/access-denied';
import { useAuth } from '../lib/auth';

/**
 * Spec 02 section 6: a screen that needs a permission shows Access Denied to anyone without it.
 * Kept apart from the route guards so only the screens that use it load it.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user } = useAuth();
  if (!hasPermission(user?.role, permission)) return <AccessDenied permission={permission} />;
  return children;
}
