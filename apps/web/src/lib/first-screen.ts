import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page's first screen has been painted. The bar's live parts (the bell's list and event
 * stream, the admin inbox's count) wait for it: started with the bar, their four requests, answers
 * (parsed with zod) and renders took turns with the screen's own work before its first paint, on a
 * main thread that a slow phone keeps busy from the first byte to that paint. Their badges show a
 * moment later instead; the bell still opens and loads at once if pressed before.
 */
let shown = false;
const BACKGROUND_TAB_WAIT_MS = 1000;
const listeners = new Set<() => void>();

function show() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * After the browser has painted what was just committed: the next frame, then the task after it.
 * A tab in the background gets no frames; there the timer stands in.
 */
function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(show, 0));
  setTimeout(show, BACKGROUND_TAB_WAIT_MS);
}

/**
 * Rendered beside the screen inside the layout's Suspense boundary (and by the error screen), so
 * it commits with the screen, not with its loading spinner. Its commit also tells
 * public/before-app.js that the screen's forms are the app's now (data-app-live): a prerendered
 * form sent before then is held, not sent by the browser.
 */
export function FirstScreenShown() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-live', '');
    if (!shown) afterNextPaint();
  }, []);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useFirstScreenShown = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
