import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FirstScreenShown } from '../../lib/first-screen';
import { useShellT } from '../../lib/i18n/shell';
import { firstScroll, lazyWhen, nearViewport } from '../../lib/lazy-when';
import { PageSpinner } from '../ui/spinner';
import { isLandingPath } from './landing-sections';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';

// Below the fold on every page: its code comes when the reader nears it (the prerendered public
// pages show it meanwhile).
const footer = lazyWhen(
  nearViewport('[data-footer]'),
  () => import('./footer').then((module) => module.Footer),
  <div data-footer className="min-h-40" aria-hidden="true" />,
);
// Hidden until the page is scrolled down, so it comes with the first scroll.
const scrollToTop = lazyWhen(
  firstScroll,
  () => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton),
  null,
);

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useShellT();
  // Both read the route (their links): the first navigation brings their code along with its own.
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) {
    footer.now();
    scrollToTop.now();
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('shell:skipToContent')}
      </a>
      <Navbar />
      {/* At least the viewport below the 4rem navbar: the footer starts below the fold, so a screen
          whose content arrives after the first paint does not push a visible footer down (a layout
          shift), and the footer's code is not fetched before the reader scrolls to it. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        {/* A new page gets a fresh boundary, so one broken screen does not stick to the next. */}
        <RouteErrorBoundary key={isLandingPath(pathname) ? 'landing' : pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <FirstScreenShown />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer.element}
      {scrollToTop.element}
      <ScrollManager />
    </div>
  );
}
