import { lazy, Suspense } from 'react';
import { HeroSection } from '../../features/landing/components/hero-section';

// Everything below the hero is out of view at first: its code is a chunk of its own, so the hero
// paints without waiting for it.
const LandingBelowFold = lazy(() =>
  import('./landing-below-fold').then((module) => ({ default: module.LandingBelowFold })),
);

/** The public home page; /about, /branches and /contact render it too and scroll to their section. */
export function LandingScreen() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={<div data-below-fold className="min-h-screen bg-gray-50" aria-hidden="true" />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
