import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls back with the window's scroll position at most once per animation frame, starting with the
 * first frame after mounting. Reading `scrollY` makes the browser lay the page out first: read in
 * the effect itself, that was a whole-page style and layout pass inside React's commit of the first
 * screen;
 * in the frame, the layout is the one the browser does to paint anyway.
 */
function useScrollListener(onScroll: (y: number) => void): void {
  useEffect(() => {
    let frame = 0;
    const handler = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onScroll(window.scrollY);
      });
    };
    handler();
    window.addEventListener('scroll', handler, { passive: true });
    return () => {
      window.removeEventListener('scroll', handler);
      cancelAnimationFrame(frame);
    };
  }, [onScroll]);
}

/** True once the page is scrolled further than the given distance. */
export function useScrolledPast(distancePx: number): boolean {
  const [past, setPast] = useState(false);
  useScrollListener(useCallback((y: number) => setPast(y > distancePx), [distancePx]));
  return past;
}

/**
 * Hidden while the reader scrolls down below the threshold, shown again on any scroll up.
 * reveal() brings it back on demand, e.g. when keyboard focus moves into the bar. `fromTop`: the
 * part mounts after the reader has scrolled (its code comes with the first scroll), so where they
 * are counts as a move down from the top.
 */
export function useHideOnScroll(
  thresholdPx: number,
  { fromTop = false }: { fromTop?: boolean } = {},
): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef<number | null>(fromTop ? 0 : null);

  useScrollListener(
    useCallback(
      (y: number) => {
        const previous = lastY.current;
        if (previous === null) {
          lastY.current = y;
          return;
        }
        const delta = y - previous;
        // Ignore jitter (trackpads report tiny moves both ways).
        if (Math.abs(delta) < 6) return;
        lastY.current = y;
        setHidden(delta > 0 && y > thresholdPx);
      },
      [thresholdPx],
    ),
  );

  return { hidden, reveal: useCallback(() => setHidden(false), []) };
}
