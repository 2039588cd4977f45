import { TOAST_DURATION_MS } from '@stockyard/domain';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider, useAuth } from '../lib/auth';
import { useIsDark } from '../lib/theme';
import { subscribeToToasts, toastsWanted } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
// The saved theme of a signed-in user: public/before-app.js has already applied the cached one
// before the first paint, so the server's copy can wait for it too.
const ThemeSync = lazy(() => import('../lib/theme-sync').then((module) => ({ default: module.ThemeSync })));

/**
 * Session and toasts. They sit inside the router (the root route's element, app/router.tsx) because
 * signing out navigates; the query cache is around the router (main.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <SessionExtras />
    </AuthProvider>
  );
}

/**
 * The theme sync and the toasts, which a visitor who only reads never uses. The synced theme is a
 * signed-in user's: its code comes with the first session or the first tap or key. The toasts'
 * comes with the first toast (lib/toast.ts), which answers something the reader did.
 */
function SessionExtras() {
  const { token } = useAuth();
  const interacted = useFirstInteraction();
  const toasts = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  // Once wanted, kept: signing out must still reset the theme.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (token !== null || interacted)) setWanted(true);
  return (
    <Suspense fallback={null}>
      {wanted && <ThemeSync />}
      {toasts && <Toasts />}
    </Suspense>
  );
}

/**
 * Toasts sit below the 4rem navigation bar, never over the bell, the messages and Logout (on
 * phones too, where they span the width).
 */
const TOAST_OFFSET = { top: 'calc(4rem + 1rem)', right: '1rem' };
const TOAST_MOBILE_OFFSET = { top: 'calc(4rem + 0.75rem)', right: '0.75rem', left: '0.75rem' };

function Toasts() {
  const dark = useIsDark();
  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
    />
  );
}

function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const events = ['pointerdown', 'keydown'] as const;
    const seen = () => setInteracted(true);
    for (const event of events) window.addEventListener(event, seen, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, seen, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
