import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useShellT } from '../../lib/i18n/shell';

export const MOBILE_MENU_ID = 'mobile-menu';

/** Below lg: from there the bar holds its links (the signed-in bar moves those that do not fit under More). */
export function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useShellT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={open ? t('shell:nav.closeMenu') : t('shell:nav.openMenu')}
      aria-expanded={open}
      aria-controls={open ? MOBILE_MENU_ID : undefined}
      className="flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 lg:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
