import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadMatches } from './app/lazy-route';
import { routes } from './app/router';
import { DEFAULT_LANGUAGE } from './lib/i18n/languages';
import { getLanguage } from './lib/i18n/language';
import { startSessionCheck } from './lib/session-check';
import { loadSiteName } from './lib/site-name';
import { readStoredToken } from './lib/session-storage';
import './styles/first-screen.css';

// A signed-in reader's first requests leave before anything renders, in parallel with the screen's
// code: the session check (lib/session-check.ts) and the site settings, which the navbar shows and
// the admin area's two-factor gate reads. (A visitor's page keeps the network to itself until its
// first paint.)
if (startSessionCheck()) {
  loadSiteName();
  // The screen's code and catalogs too: asked for by the first render, their requests would leave
  // only after it, a long task on a slow phone (about 400 ms at 4x CPU slowdown on admin goods).
  preloadMatches(routes, window.location.pathname);
}

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
  container.replaceChildren();
  // public/before-app.js hid the prerendered page from this reader; the fresh render shows.
  document.documentElement.classList.remove('app-pending');
  createRoot(container).render(app);
}
