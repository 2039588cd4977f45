/** Section ids of the landing page; the navbar, footer and scroll handling all aim at these. */
export const LANDING_SECTION_IDS = ['home', 'features', 'about', 'branches', 'contact'] as const;
export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number];

/** Paths that render the landing page, and the section each one opens at (null: the top). */
const LANDING_PATHS: Record<string, LandingSectionId | null> = {
  '/': null,
  '/about': 'about',
  '/branches': 'branches',
  '/contact': 'contact',
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isLandingPath(pathname: string): boolean {
  return normalise(pathname) in LANDING_PATHS;
}

export function sectionForPath(pathname: string): LandingSectionId | null {
  return LANDING_PATHS[normalise(pathname)] ?? null;
}

/** Navigation state that asks the landing page to scroll to a section once it is shown. */
export type LandingNavigationState = { scrollTo: LandingSectionId };

export function sectionFromState(state: unknown): LandingSectionId | null {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return null;
  const target = (state as { scrollTo: unknown }).scrollTo;
  return LANDING_SECTION_IDS.find((id) => id === target) ?? null;
}
