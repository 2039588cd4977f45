import type { ShellKey } from '../../lib/i18n/shell';
import type { LandingSectionId } from './landing-sections';

/** What a visitor who is not signed in sees in the navigation bar (spec 01 "Navigation bar"). */
export const PUBLIC_SECTION_LINKS: ReadonlyArray<{ section: LandingSectionId; label: ShellKey }> = [
  { section: 'home', label: 'shell:nav.home' },
  { section: 'about', label: 'shell:nav.about' },
  { section: 'branches', label: 'shell:nav.branches' },
  { section: 'contact', label: 'shell:nav.contact' },
];
