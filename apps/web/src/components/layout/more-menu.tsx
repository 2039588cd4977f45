import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/react';
import { navLinkClasses } from './nav-styles';

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

type MoreMenuProps = { links: readonly { to: string; label: string }[] };

/**
 * The bar's links that do not fit (useFittingLinks), behind a menu button: Enter, Space or the
 * arrows open it on an item, the arrows, Home and End move, Escape closes it and gives focus back to
 * the button, Tab leaves it closed, and a click elsewhere or a move to another page closes it.
 */
export function MoreMenu({ links }: MoreMenuProps) {
  const { t } = useTranslation(['common']);
  const { pathname } = useLocation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  // Open on the page it was opened on: following one of its links closes it without an effect.
  const [openOn, setOpenOn] = useState<{ path: string; focus: 'first' | 'last' | null } | null>(null);
  const open = openOn?.path === pathname;
  const current = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  useEffect(() => {
    if (!open) return;
    const focus = openOn?.focus;
    const all = itemsOf(menu.current);
    if (focus) all[focus === 'first' ? 0 : all.length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    // Escape closes it wherever the focus is (a menu opened by the mouse leaves it on the button).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, openOn?.focus]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenOn({ path: pathname, focus: event.key === 'ArrowDown' ? 'first' : 'last' });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Tab') setOpenOn(null);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-nav-item
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A click opens it on its first item when it came from the keyboard (Enter or Space: detail 0).
        onClick={(event) => setOpenOn(open ? null : { path: pathname, focus: event.detail === 0 ? 'first' : null })}
        onKeyDown={onButtonKeyDown}
        className={cn(navLinkClasses(current), 'inline-flex items-center gap-1')}
      >
        {t('common:nav.more')}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('common:nav.more')}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-2 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.to} role="none">
              <NavLink
                to={link.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => setOpenOn(null)}
                className={({ isActive }) => cn(navLinkClasses(isActive), 'block')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
