import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToAnchor, scrollToSection, scrollToTop, waitForElement } from '../../lib/scroll';
import { isLandingPath, sectionForPath, sectionFromState } from './landing-sections';

/**
 * Spec 01 "Page behaviour" in one place: a new page starts at the top, a URL hash scrolls to its
 * anchor (100 px offset), and the landing paths (/about, /branches, /contact or a section asked for
 * in navigation state) scroll to their section (1000 ms, 80 px offset).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let cancelAnimation: (() => void) | undefined;
    const fromPath = previousPath.current;
    previousPath.current = location.pathname;

    const anchor = decodeURIComponent(location.hash.slice(1));
    const section = sectionFromState(location.state) ?? sectionForPath(location.pathname);
    const stayingOnLanding = fromPath !== null && isLandingPath(fromPath) && section !== null;

    // Not on the first render: a page just loaded starts at the top (or where the browser restores
    // a reload to), and scrolling there made the browser lay out the whole first screen inside
    // React's commit.
    if (fromPath !== null && fromPath !== location.pathname && !stayingOnLanding) {
      // 'instant' overrides the page's smooth scrolling: a new page should not glide up from the old position.
      window.scrollTo({ top: 0, behavior: 'instant' });
    }

    const target = anchor || section;
    if (target) {
      void waitForElement(target, controller.signal).then((element) => {
        if (!element) return;
        if (anchor) scrollToAnchor(element);
        else cancelAnimation = scrollToSection(element);
      });
    } else if (fromPath === location.pathname && navigationType !== 'POP') {
      // A link to the page already shown (the logo on the landing page) means "take me to its top".
      cancelAnimation = scrollToTop();
    }

    return () => {
      controller.abort();
      cancelAnimation?.();
    };
  }, [location, navigationType]);

  return null;
}
