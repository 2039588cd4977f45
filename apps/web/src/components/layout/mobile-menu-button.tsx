import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { cn } from '../../lib/cn';
import { useShellT } from '../../lib/i18n/shell';

export const MOBILE_MENU_ID = 'mobile-menu';

/** `signedIn`: the signed-in bar keeps the menu up to xl (its links need the width, see SignedInNav). */
export function MobileMenuButton({
  open,
  onToggle,
  signedIn = false,
}: {
  open: boolean;
  onToggle: () => void;
  signedIn?: boolean;
}) {
  const t = useShellT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={open ? t('shell:nav.closeMenu') : t('shell:nav.openMenu')}
      aria-expanded={open}
      aria-controls={open ? MOBILE_MENU_ID : undefined}
      className={cn(
        'flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100',
        signedIn ? 'xl:hidden' : 'lg:hidden',
      )}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
