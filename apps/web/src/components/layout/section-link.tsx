import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToSection } from '../../lib/scroll';
import { isLandingPath, type LandingNavigationState, type LandingSectionId } from './landing-sections';

type SectionLinkProps = {
  section: LandingSectionId;
  children: ReactNode;
  className?: string;
  /** Called after a click is handled, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A link to a landing page section: on the landing page it scrolls there; from any other page it
 * goes to / first and then scrolls (spec 01 "Page behaviour"). The href keeps open-in-new-tab useful.
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = section === 'home' ? '/' : `/${section}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    const target = document.getElementById(section);
    if (isLandingPath(location.pathname) && target) {
      scrollToSection(target);
      return;
    }
    const state: LandingNavigationState = { scrollTo: section };
    navigate('/', { state });
  };

  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
