/**
 * Whether this page came as the demo server's rendering. The build prerenders the login page twice,
 * with and without the demo accounts box, and marks the first on <html> (build/prerender-pages.ts);
 * the server sends it only in demo mode (apps/api/src/plugins/spa.ts). The login screen then shows
 * the box from the first paint, as the HTML does, instead of once the public settings arrive and
 * push the rest of the page down.
 */
export const DEMO_PAGE_ATTRIBUTE = 'data-demo-accounts';

let prerenderingDemoPage = false;

/** Set by the build's prerender (app/prerender.tsx) while it renders the demo rendering. */
export function setPrerenderingDemoPage(on: boolean): void {
  prerenderingDemoPage = on;
}

export function cameAsDemoPage(): boolean {
  if (typeof document === 'undefined') return prerenderingDemoPage;
  return document.documentElement.hasAttribute(DEMO_PAGE_ATTRIBUTE);
}
