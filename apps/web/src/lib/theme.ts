import { useSyncExternalStore } from 'react';
import type { THEME_OPTIONS } from '@stockyard/domain';

export type Theme = (typeof THEME_OPTIONS)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | null = null;

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Keep in step with public/theme-init.js, which adds the same link before the first paint. */
const DARK_SHEET_ID = 'dark-theme';

/**
 * The dark palette (public/dark-theme.css) is its own sheet, downloaded only by pages that turn dark,
 * so it costs the first screen of a visitor (always light) nothing.
 */
function loadDarkSheet(): void {
  if (document.getElementById(DARK_SHEET_ID)) return;
  const link = document.createElement('link');
  link.id = DARK_SHEET_ID;
  link.rel = 'stylesheet';
  link.href = '/dark-theme.css';
  document.head.append(link);
}

function setDarkClass(dark: boolean): void {
  if (dark) loadDarkSheet();
  document.documentElement.classList.toggle('dark', dark);
}

/**
 * Puts the theme on <html>. 'auto' follows the system setting live, so switching the operating
 * system to dark turns the open page dark too. public/theme-init.js applies the cached theme before
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
 * Compact view (employee display preference): a class on <html> that tightens table rows
 * (styles/all-screens.css). public/theme-init.js sets it before the first paint too.
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
  return useSyncExternalStore(subscribeToDarkClass, () => document.documentElement.classList.contains('dark'));
}
