import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useShellT } from '../../lib/i18n/shell';
import { PageSpinner } from '../ui/spinner';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

// Below the fold (the footer) or hidden until the page is scrolled (scroll-to-top): their code
// need not hold up the first screen.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then((module) => ({ default: module.ScrollToTopButton })),
);

/**
 * After a move to another page, when nothing has the focus (the clicked button or link went with the
 * old page), the focus goes to the top of the layout, so the first Tab reaches the skip link rather
 * than wherever the old focus was. A page that focuses something itself (sign-in's Username) keeps it.
 */
function useFocusTopOnNavigation() {
  const top = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) top.current?.focus({ preventScroll: true });
  }, [pathname]);
  return top;
}

export function AppLayout() {
  const t = useShellT();
  const top = useFocusTopOnNavigation();
  return (
    <div ref={top} tabIndex={-1} className="flex min-h-dvh flex-col focus:outline-none">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('shell:skipToContent')}
      </a>
      <Navbar />
      {/* At least the viewport below the 4rem navbar: the footer starts below the fold, so a screen
          whose content arrives after the first paint does not push a visible footer down. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        {/* For the parts a screen loads itself (a dialog, a chart); the router loads the screen. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={<div data-footer className="min-h-40" aria-hidden="true" />}>
        <Footer />
        <ScrollToTopButton />
      </Suspense>
      <ScrollManager />
    </div>
  );
}
