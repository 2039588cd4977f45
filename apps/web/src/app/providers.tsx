import { TOAST_DURATION_MS } from '@stockyard/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { useIsDark } from '../lib/theme';
import { ThemeSync } from '../lib/theme-sync';

// Toasts are never part of the first paint, so their code loads right after it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Router, session and toasts. The QueryClient provider is not here on purpose: react-query loads
 * with the screens (see screens.tsx) to keep it out of the first-screen bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const dark = useIsDark();
  return (
    <BrowserRouter>
      <AuthProvider>
        <ThemeSync />
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
    </BrowserRouter>
  );
}
