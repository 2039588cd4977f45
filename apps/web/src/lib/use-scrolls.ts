import { useCallback, useState } from 'react';

/**
 * Whether an element's content is taller than the element (it scrolls), kept current as either
 * resizes. A region that scrolls must take keyboard focus (WCAG 2.1.1) or its hidden part is out of
 * reach of anyone without a pointer; one that does not scroll should not be an extra Tab stop.
 */
export function useScrollsVertically<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    // React 19: a ref callback's returned function runs when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}
