import { SCROLL } from '@stockyard/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useShellT } from '../../lib/i18n/shell';
import { BrandLogo } from './brand-logo';
import { PublicNav } from './public-nav';
import { ThemeSwitch } from './theme-switch';
import { useHideOnScroll } from './use-scroll';

// Visitors never download the signed-in bar (a signed-in page's root loader fetches it with the
// screen: app/router.tsx), and nobody downloads the small-screen menu until it opens.
const SignedInNav = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInNav })));
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** Spec 01 "Navigation bar": hides on scrolling down past 100 px, shows again on scrolling up. */
export function Navbar() {
  const { user, isAuthenticated, logout } = useAuth();
  const location = useLocation();
  const t = useShellT();
  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const closeMenu = useCallback(() => setMenuPath(null), []);
  const toggleMenu = () => setMenuPath(menuOpen ? null : location.pathname);
  const [signingOut, setSigningOut] = useState(false);
  const { hidden, reveal } = useHideOnScroll(SCROLL.navbarHideAfterPx);

  const onLogout = async () => {
    setSigningOut(true);
    closeMenu();
    try {
      await logout();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <header
      onFocusCapture={reveal}
      className={cn(
        'sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur transition-transform duration-300',
        hidden && !menuOpen && '-translate-y-full',
      )}
    >
      <nav
        aria-label={t('shell:nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8"
      >
        <BrandLogo onNavigate={closeMenu} nameFromSm={isAuthenticated} />
        {isAuthenticated && user ? (
          <Suspense fallback={null}>
            <SignedInNav
              user={user}
              menuOpen={menuOpen}
              onToggleMenu={toggleMenu}
              onLogout={onLogout}
              signingOut={signingOut}
            />
          </Suspense>
        ) : (
          <PublicNav menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        )}
        <ThemeSwitch />
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} onLogout={onLogout} signingOut={signingOut} />
        </Suspense>
      )}
    </header>
  );
}
