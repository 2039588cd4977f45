import { dashboardPathFor, ROLES, safeReturnPath, type Role } from '@stockyard/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { useShellT } from '../lib/i18n/shell';
import { useMaintenanceNotice } from '../lib/maintenance-state';

// Shown only while an admin has maintenance mode on: nobody downloads it otherwise.
const MaintenancePage = lazy(() =>
  import('../components/layout/maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);

function isKnownRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

/** Spec 01 section 2 "Guard behaviour": spinner while loading, /login when signed out, own dashboard on a role mismatch. */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const { isLoading, isAuthenticated, user } = useAuth();
  const location = useLocation();
  const t = useShellT();
  const maintenance = useMaintenanceNotice();
  if (isLoading) return <PageSpinner label={t('shell:checkingSession')} />;
  if (!isAuthenticated || !user) {
    // Signing in returns here (a link opened while signed out, a session refused on reload).
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  if (roles && !roles.includes(user.role)) {
    return <Navigate to={isKnownRole(user.role) ? dashboardPathFor(user.role) : '/dashboard'} replace />;
  }
  // The server turns non-admins away during maintenance; admins keep working.
  if (maintenance !== null && user.role !== 'admin')
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage message={maintenance} />
      </Suspense>
    );
  return <Outlet />;
}

/** /login and /register are for visitors; a signed-in user goes back where they were, or to their dashboard. */
export function GuestOnly() {
  const { isLoading, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const t = useShellT();
  if (isLoading) return <PageSpinner label={t('shell:checkingSession')} />;
  if (isAuthenticated) return <Navigate to={safeReturnPath(params.get('next')) ?? '/dashboard'} replace />;
  return <Outlet />;
}

/** /dashboard: the signed-in user's own dashboard; an unknown role goes to /. */
export function DashboardRedirect() {
  const { user } = useAuth();
  return <Navigate to={dashboardPathFor(user?.role)} replace />;
}
