import { LandingBranchesSection } from '../../features/branches/components/landing-branches-section';
import { AboutSection } from '../../features/landing/components/about-section';
import { ContactSection } from '../../features/landing/components/contact-section';
import { FeaturesSection } from '../../features/landing/components/features-section';

/** The landing page below the hero (loaded separately by landing.tsx, which watches data-below-fold). */
export function LandingBelowFold() {
  return (
    <div data-below-fold>
      <FeaturesSection />
      <AboutSection />
      <LandingBranchesSection />
      <ContactSection />
    </div>
  );
}
