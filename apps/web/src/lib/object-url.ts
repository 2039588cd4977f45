import { useEffect, useMemo } from 'react';

// Object URLs waiting to be freed. React (StrictMode in development) may run an effect's cleanup and
// then the same effect again; freeing a moment later lets that second run keep the URL.
const pendingRevokes = new Map<string, number>();
const REVOKE_DELAY_MS = 1000;

/** An object URL for a Blob or File (an image shown from memory), freed when it changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return;
    window.clearTimeout(pendingRevokes.get(url));
    pendingRevokes.delete(url);
    return () => {
      const timer = window.setTimeout(() => {
        URL.revokeObjectURL(url);
        pendingRevokes.delete(url);
      }, REVOKE_DELAY_MS);
      pendingRevokes.set(url, timer);
    };
  }, [url]);
  return url;
}
