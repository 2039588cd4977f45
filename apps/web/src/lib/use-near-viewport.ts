import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within a screen's height of the viewport (once true, it stays true).
 * Parts of a long page that need extra code or data (the landing page's branch list and contact
 * form) wait for it, so a first visit downloads only what it shows.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean, () => void] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // Also when the reader gets there another way (the keyboard focus, a link to the section).
  return [ref, near, () => setNear(true)];
}
