import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadMatches } from './app/lazy-route';
import { preloadSignedInNav } from './components/layout/navbar';
import { checkStartSession } from './lib/auth';
import { requestPublicSettings } from './resources/public-settings-request';
import { routes } from './app/router';
import { DEFAULT_LANGUAGE } from './lib/i18n/languages';
import { getLanguage } from './lib/i18n/language';
import { startSessionCheck } from './lib/session-check';
import { loadSiteName } from './lib/site-name';
import { readStoredToken } from './lib/session-storage';
import './styles/app.css';

/**
 * How long a signed-in page's first render waits for its screen (below) before showing the bar and
 * a spinner instead: on a slow network, something should show.
 */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * A signed-in reader's first requests leave before anything renders, in parallel with the screen's
 * code: the session check (lib/session-check.ts) and the site settings, which the navbar shows and
 * the admin area's two-factor gate reads; the screen's code and catalogs, and the signed-in bar's.
 * The first render then waits for them, so it draws the bar and the screen complete, once. Rendered
 * at once instead, it drew the bar with a spinner, then again for each answer, and React held the
 * screen back until 300 ms after the spinner appeared; admin goods painted about 300 ms later at 4x
 * CPU slowdown (README, Performance). index.html's placeholder bar shows meanwhile. (A visitor's page
 * keeps the network to itself until its first paint.)
 */
function signedInScreenReady(): Promise<unknown> | null {
  if (!startSessionCheck()) return null;
  loadSiteName();
  const ready = Promise.allSettled([
    preloadMatches(routes, window.location.pathname),
    preloadSignedInNav(),
    checkStartSession(),
    requestPublicSettings(),
  ]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}
const signedIn = signedInScreenReady();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);

// The public pages come prerendered (the build renders them signed out, in English: see
// app/prerender.tsx), so their words are on screen before any script runs. A visitor who sees
// just that page takes it over as it is; anyone else (signed in, or reading another language) gets
// a fresh render, as on every other page, rather than a page that would change under them.
const prerendered = container.firstElementChild !== null;
if (prerendered && readStoredToken() === null && getLanguage() === DEFAULT_LANGUAGE) {
  // After the first paint, which needs only the HTML and its stylesheets: the route's code that
  // hydrating fetches must not share the connection with them (build/prerender-pages.ts).
  // In a transition, React takes the page over in short slices that let input through, instead of
  // one long task (Lighthouse counts it as blocking time on a slow phone).
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0));
} else {
  const render = () => {
    container.replaceChildren();
    // public/before-app.js hid the prerendered page from this reader; the fresh render shows.
    document.documentElement.classList.remove('app-pending');
    createRoot(container).render(app);
  };
  // A signed-in screen renders in a transition: in short slices that let input through, instead of
  // one long task of the bar and the whole screen (about 230 ms at 4x CPU slowdown on admin goods,
  // which Lighthouse counts as blocking time). index.html's placeholder stays until it is done.
  if (signedIn) void signedIn.then(() => startTransition(render));
  else render();
}
