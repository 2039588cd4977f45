import { useSyncExternalStore } from 'react';
import type { THEME_OPTIONS } from '@stockyard/domain';

export type Theme = (typeof THEME_OPTIONS)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | null = null;

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The dark palette is in styles/base.css, under html.dark. */
function setDarkClass(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

/**
 * Puts the theme on <html>. 'auto' follows the system setting live, so switching the operating
 * system to dark turns the open page dark too. public/before-app.js applies the cached theme before
 * the first paint; this takes over once the app runs.
 */
export function applyTheme(theme: Theme): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (theme !== 'auto') {
    setDarkClass(theme === 'dark');
    return;
  }
  setDarkClass(prefersDark());
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => setDarkClass(event.matches);
  query.addEventListener('change', onChange);
  stopFollowingSystem = () => query.removeEventListener('change', onChange);
}

/**
 * Compact view (employee display preference): a class on <html> that tightens the rows of tables
 * and lists (styles/app.css). public/before-app.js sets it before the first paint too.
 */
export function applyCompactView(compact: boolean): void {
  document.documentElement.classList.toggle('compact', compact);
}

function subscribeToDarkClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the page is dark right now, for widgets that take a theme prop (the toasts). */
export function useIsDark(): boolean {
  return useSyncExternalStore(
    subscribeToDarkClass,
    () => document.documentElement.classList.contains('dark'),
    // The prerendered pages are light; hydration starts from that and then follows <html>.
    () => false,
  );
}
