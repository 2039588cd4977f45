import { SCROLL } from '@stockyard/domain';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { scrollToTop } from '../../lib/scroll';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/react';
import { useHideOnScroll, useScrolledPast } from './use-scroll';

/**
 * Shown once the reader is past the first screen and scrolls back up, hidden again while they scroll
 * down (which includes reaching the page's end), so on a phone it never sits over the cards'
 * buttons the reader is scrolling through.
 */
export function ScrollToTopButton() {
  const past = useScrolledPast(SCROLL.toTopButtonAfterPx);
  // Mounted at the first scroll (app-layout.tsx), which was a move down.
  const { hidden } = useHideOnScroll(SCROLL.toTopButtonAfterPx, { fromTop: true });
  const visible = past && !hidden;
  const { t } = useTranslation(['common']);
  return (
    <button
      type="button"
      onClick={() => scrollToTop()}
      aria-label={t('common:scrollToTop')}
      // Kept in the DOM but out of reach while hidden, so it can fade instead of popping.
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cn(
        'fixed right-4 bottom-4 z-30 flex size-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-all duration-300 hover:bg-brand-700 sm:right-6 sm:bottom-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
