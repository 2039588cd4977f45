import { LandingBranchesSection } from '../../features/branches/components/landing-branches-section';
import { AboutSection } from '../../features/landing/components/about-section';
import { ContactSection } from '../../features/landing/components/contact-section';
import { FeaturesSection } from '../../features/landing/components/features-section';

/** The landing page below the hero (loaded separately by landing.tsx). */
export function LandingBelowFold() {
  return (
    <>
      <FeaturesSection />
      <AboutSection />
      <LandingBranchesSection />
      <ContactSection />
    </>
  );
}
