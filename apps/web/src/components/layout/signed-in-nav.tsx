import { dashboardPathFor, ROLE_NAV_LINKS, type User } from '@stockyard/domain';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/react';
import { buttonClasses } from '../ui/button';
import { MessagesButton } from './messages-button';
import { MobileMenuButton } from './mobile-menu-button';
import { navLabelKey, navLinkClasses, roleLabelKey, settingsPathFor } from './nav-styles';
import { NotificationsButton } from './notifications-button';
import { SessionKeeper } from './session-keeper';

type SignedInNavProps = {
  user: User;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  signingOut: boolean;
};

/**
 * Dashboard, the role's links, the bell, settings, who is signed in, and Logout. The links show from
 * xl: the admin's eight and the icons need about 1,200 px; below that they are in the menu.
 */
export function SignedInNav({ user, menuOpen, onToggleMenu, onLogout, signingOut }: SignedInNavProps) {
  const { t } = useTranslation(['common']);
  const role = roleLabelKey(user.role);
  return (
    <>
      <SessionKeeper />
      <ul className="hidden min-w-0 flex-1 items-center gap-1 xl:flex">
        <li>
          <NavLink to={dashboardPathFor(user.role)} className={({ isActive }) => navLinkClasses(isActive)}>
            {t('common:nav.dashboard')}
          </NavLink>
        </li>
        {ROLE_NAV_LINKS[user.role].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => navLinkClasses(isActive)}>
              {labelOf(link)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="ml-auto flex shrink-0 items-center gap-1 xl:ml-0">
        <NotificationsButton />
        {user.role === 'admin' && <MessagesButton />}
        {/* Below xl only: from xl the links above hold Settings, and the links need its room (the
            admin's eight ran under the bell at 1280 px). */}
        <div className="xl:hidden">
          <Link
            to={settingsPathFor(user.role)}
            aria-label={t('common:nav.settings')}
            className="flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <Settings aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <div className="ml-2 hidden max-w-44 flex-col border-l border-gray-200 pl-3 leading-tight xl:flex">
          <span className="truncate text-sm font-semibold text-gray-900">
            {user.first_name} {user.last_name}
          </span>
          <span className="text-xs text-gray-500">{role ? t(role) : user.role}</span>
        </div>
        {/* A wrapper carries the breakpoint: the button's own inline-flex would fight a hidden class. */}
        <div className="ml-1 hidden xl:block">
          <button
            type="button"
            onClick={onLogout}
            disabled={signingOut}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('common:nav.logout')}
          </button>
        </div>
        <MobileMenuButton open={menuOpen} onToggle={onToggleMenu} signedIn />
      </div>
    </>
  );

  function labelOf(link: { to: string; label: string }) {
    const key = navLabelKey(link.to);
    return key ? t(key) : link.label;
  }
}
