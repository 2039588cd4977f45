import { useLocation } from 'react-router';
import { sectionForPath, sectionFromState } from '../../components/layout/landing-sections';
import { HeroSection } from '../../features/landing/components/hero-section';
import { lazyWhen, nearViewport } from '../../lib/lazy-when';

// Everything below the hero is out of view at first: its code comes when the reader nears it (the
// prerendered page shows it meanwhile), or at once when a section is asked for.
const belowFold = lazyWhen(
  nearViewport('[data-below-fold]'),
  () => import('./landing-below-fold').then((module) => module.LandingBelowFold),
  <div data-below-fold className="min-h-screen bg-gray-50" aria-hidden="true" />,
);

/** The public home page; /about, /branches and /contact render it too and scroll to their section. */
export function LandingScreen() {
  const location = useLocation();
  // Asked for in this render, not in an effect: the navigation to a section is a transition, which
  // waits for the sections' code before anything after it runs.
  if (location.hash || sectionFromState(location.state) || sectionForPath(location.pathname)) belowFold.now();
  return (
    <>
      <HeroSection />
      {belowFold.element}
    </>
  );
}
