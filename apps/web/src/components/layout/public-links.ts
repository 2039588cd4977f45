import type { LandingSectionId } from './landing-sections';

/** What a visitor who is not signed in sees in the navigation bar (spec 01 "Navigation bar"). */
export const PUBLIC_SECTION_LINKS: ReadonlyArray<{ section: LandingSectionId; label: string }> = [
  { section: 'home', label: 'Home' },
  { section: 'about', label: 'About' },
  { section: 'branches', label: 'Branches' },
  { section: 'contact', label: 'Contact' },
];
