import { hasPermission, type Permission } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth';
import { AccessDenied } from './access-denied';

type PermissionGateProps = { permission: Permission; children: ReactNode };

/**
 * Spec 02 section 6: a screen behind a permission shows Access Denied to anyone without it (no user,
 * a role the permission does not cover). The route guards already redirect wrong roles; this gate
 * is the screen's own check, so the screen is safe wherever it is mounted.
 */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  const { user } = useAuth();
  if (!hasPermission(user?.role, permission)) return <AccessDenied permission={permission} />;
  return children;
}
