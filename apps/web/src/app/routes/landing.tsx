import { lazy, Suspense } from 'react';
import { HeroSection } from '../../features/landing/components/hero-section';

// Everything below the hero is out of view at first; it loads right after the first paint.
const LandingBelowFold = lazy(() =>
  import('./landing-below-fold').then((module) => ({ default: module.LandingBelowFold })),
);

/** The public home page; /about, /branches and /contact render it too and scroll to their section. */
export function LandingScreen() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={<div className="min-h-screen bg-gray-50" aria-hidden="true" />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
