import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A part of the page whose code is fetched once `ready` resolves rather than at its first render:
 * the parts the reader has not reached (the landing page below the hero, the footer) cost a first
 * visit nothing. Until then a prerendered page keeps that part's HTML as it came, readable, and React
 * takes it over once the code is there; a fresh render shows `fallback`. The build's prerender (no
 * document) renders it in full.
 *
 * `element` is one element, made once: a parent's re-render then passes the waiting part by, where a
 * new element would make React try to take it over there and then, and a navigation (a transition)
 * would wait for the code. A change the part itself reads (its route, the language) still needs it:
 * call `now()` in the render that brings such a change (app-layout.tsx, landing.tsx).
 */
export function lazyWhen(
  ready: () => Promise<void>,
  load: () => Promise<ComponentType>,
  fallback: ReactNode,
): { element: ReactElement; now: () => void } {
  let release = () => {};
  const asked = new Promise<void>((resolve) => (release = resolve));
  const Component = lazy(async () => {
    if (typeof document !== 'undefined') await Promise.race([asked, ready()]);
    return { default: await load() };
  });
  return {
    element: (
      <Suspense fallback={fallback}>
        <Component />
      </Suspense>
    ),
    now: () => release(),
  };
}

// How long to look for an element that is not on the page yet (a fallback about to be committed).
const LOOK_FOR_MS = 5000;

/**
 * Resolves when an element matching `selector` comes within a quarter of a screen of the viewport or
 * takes the keyboard focus. An element that has not appeared within 5 s resolves it too: better the
 * code than a part that never works.
 */
export function nearViewport(selector: string): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const deadline = performance.now() + LOOK_FOR_MS;
      const look = () => {
        const element = document.querySelector(selector);
        if (!element) {
          if (performance.now() > deadline) resolve();
          else requestAnimationFrame(look);
          return;
        }
        const done = () => {
          observer.disconnect();
          element.removeEventListener('focusin', done);
          resolve();
        };
        const observer = new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && done(),
          {
            rootMargin: '25% 0px',
          },
        );
        observer.observe(element);
        element.addEventListener('focusin', done);
      };
      look();
    });
}

/** Resolves at the reader's first scroll, or at once when the page is already scrolled. */
export function firstScroll(): Promise<void> {
  return new Promise((resolve) => {
    if (window.scrollY > 0) return resolve();
    window.addEventListener('scroll', () => resolve(), { once: true, passive: true });
  });
}
