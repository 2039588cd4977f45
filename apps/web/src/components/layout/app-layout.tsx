import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useShellT } from '../../lib/i18n/shell';
import { PageSpinner } from '../ui/spinner';
import { isLandingPath } from './landing-sections';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';

// Below the fold on every page: it need not hold up the first paint.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
// Hidden until the page is scrolled down, so it loads after the first paint too.
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then((module) => ({ default: module.ScrollToTopButton })),
);

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useShellT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('shell:skipToContent')}
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {/* A new page gets a fresh boundary, so one broken screen does not stick to the next. */}
        <RouteErrorBoundary key={isLandingPath(pathname) ? 'landing' : pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <ScrollToTopButton />
      </Suspense>
      <ScrollManager />
    </div>
  );
}
