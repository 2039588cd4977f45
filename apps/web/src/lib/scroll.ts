import { SCROLL } from '@stockyard/domain';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls the window over a fixed duration. The target is a function so content that grows while
 * the animation runs (a list finishing its load above the target) is followed instead of missed.
 * Returns a cancel function.
 */
export function animateScroll(target: () => number, durationMs: number): () => void {
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo({ top: target(), behavior: 'instant' });
    return () => undefined;
  }
  const startY = window.scrollY;
  const startTime = performance.now();
  let frame = 0;
  let cancelled = false;
  // A wheel or touch by the user wins over the animation.
  const cancel = () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });

  const step = (now: number) => {
    if (cancelled) return;
    const progress = Math.min(1, (now - startTime) / durationMs);
    const y = startY + (target() - startY) * easeInOutCubic(progress);
    window.scrollTo({ top: y, behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else cancel();
  };
  frame = requestAnimationFrame(step);
  return cancel;
}

function offsetTop(element: HTMLElement, offsetPx: number): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offsetPx);
}

/** Landing page sections: 1000 ms with an 80 px offset (spec 01 "Page behaviour"). */
export function scrollToSection(element: HTMLElement): () => void {
  return animateScroll(() => offsetTop(element, SCROLL.sectionOffsetPx), SCROLL.sectionDurationMs);
}

/** In-page anchors: a smooth scroll with a 100 px offset. */
export function scrollToAnchor(element: HTMLElement): void {
  window.scrollTo({
    top: offsetTop(element, SCROLL.anchorOffsetPx),
    behavior: prefersReducedMotion() ? 'instant' : 'smooth',
  });
}

export function scrollToTop(): () => void {
  return animateScroll(() => 0, SCROLL.toTopDurationMs);
}

/**
 * Resolves once an element with the id is in the page (screens load lazily, so a target may not
 * exist yet when navigation happens), or null after the timeout.
 */
export function waitForElement(id: string, signal: AbortSignal, timeoutMs = 5000): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const look = () => {
      if (signal.aborted) return resolve(null);
      const element = document.getElementById(id);
      if (element) return resolve(element);
      if (performance.now() > deadline) return resolve(null);
      requestAnimationFrame(look);
    };
    look();
  });
}
