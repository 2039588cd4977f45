import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page's first screen has been painted. The bar's live parts (the bell's list and event
 * stream, the admin inbox's count) wait for it: started with the bar, their requests, answers and
 * renders ran before the screen's own on a slow phone, about 150 ms of main thread at 4x CPU
 * slowdown ahead of the admin goods screen's first paint (README, Performance). Their badges show
 * a moment later instead; the bell still opens and loads at once if pressed before.
 */
let shown = false;
const listeners = new Set<() => void>();

function show() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** After the browser has painted what was just committed: the next frame, then the task after it. */
function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(show, 0));
}

/**
 * Rendered beside the screen inside the layout's Suspense boundary (and by the error screen), so
 * it commits with the screen, not with its loading spinner.
 */
export function FirstScreenShown() {
  useEffect(() => {
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
