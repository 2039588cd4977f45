import { TOAST_DURATION_MS } from '@stockyard/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { useIsDark } from '../lib/theme';

// Toasts are never part of the first paint, so their code loads right after it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
// The saved theme of a signed-in user: public/before-app.js has already applied the cached one
// before the first paint, so the server's copy can wait for it too.
const ThemeSync = lazy(() => import('../lib/theme-sync').then((module) => ({ default: module.ThemeSync })));

/**
 * Session and toasts; the router is around them (main.tsx, app/prerender.tsx). The QueryClient
 * provider is not here on purpose: react-query loads with the screens that use it (a lazy layout
 * route in router.tsx), to keep it out of the first-screen bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const dark = useIsDark();
  return (
    <>
      <AuthProvider>
        <Suspense fallback={null}>
          <ThemeSync />
        </Suspense>
        {children}
      </AuthProvider>
      <Suspense fallback={null}>
        <Toaster
          theme={dark ? 'dark' : 'light'}
          position="top-right"
          duration={TOAST_DURATION_MS}
          closeButton
          richColors
        />
      </Suspense>
    </>
  );
}
