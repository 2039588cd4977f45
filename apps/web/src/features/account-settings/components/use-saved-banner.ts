import { SAVED_BANNER_MS } from '@stockyard/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The 'Settings saved successfully!' banner: shown after a save, gone after 3 seconds. */
export function useSavedBanner() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setVisible(true);
    timer.current = window.setTimeout(() => setVisible(false), SAVED_BANNER_MS);
  }, []);
  return { visible, show };
}
