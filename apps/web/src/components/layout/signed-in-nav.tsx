import { dashboardPathFor, ROLE_NAV_LINKS, type User } from '@stockyard/domain';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/react';
import { buttonClasses } from '../ui/button';
import { MessagesButton } from './messages-button';
import { MobileMenuButton } from './mobile-menu-button';
import { MoreMenu } from './more-menu';
import { navLabelKey, navLinkClasses, roleLabelKey, settingsPathFor } from './nav-styles';
import { NotificationsButton } from './notifications-button';
import { SessionKeeper } from './session-keeper';
import { useFittingLinks } from './use-fitting-links';

type SignedInNavProps = {
  user: User;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  signingOut: boolean;
};

/**
 * Dashboard, the role's links, the bell, who is signed in, and Logout. From lg the links are in the
 * bar, as many as fit in the reader's language and the rest under More; below lg they are in the menu.
 */
export function SignedInNav({ user, menuOpen, onToggleMenu, onLogout, signingOut }: SignedInNavProps) {
  const { t } = useTranslation(['common']);
  const role = roleLabelKey(user.role);
  const links = [
    { to: dashboardPathFor(user.role), label: t('common:nav.dashboard') },
    ...ROLE_NAV_LINKS[user.role].map((link) => {
      const key = navLabelKey(link.to);
      return { to: link.to, label: key ? t(key) : link.label };
    }),
  ];
  const box = useRef<HTMLUListElement>(null);
  const fitting = useFittingLinks(
    box,
    links.map((link) => link.label),
    t('common:nav.more'),
  );
  return (
    <>
      <SessionKeeper />
      <ul ref={box} className="hidden min-w-0 flex-1 items-center gap-1 lg:flex">
        {links.slice(0, fitting).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} data-nav-item className={({ isActive }) => navLinkClasses(isActive)}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {fitting < links.length && (
          <li className="relative">
            <MoreMenu links={links.slice(fitting)} />
          </li>
        )}
      </ul>
      <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
        <NotificationsButton />
        {user.role === 'admin' && <MessagesButton />}
        {/* Phones only: from lg Settings is one of the bar's links (or under More). */}
        <div className="lg:hidden">
          <Link
            to={settingsPathFor(user.role)}
            aria-label={t('common:nav.settings')}
            className="flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <Settings aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <div className="ml-1 hidden max-w-32 flex-col border-l border-gray-200 pl-3 leading-tight lg:flex xl:max-w-44">
          <span className="truncate text-sm font-semibold text-gray-900">
            {user.first_name} {user.last_name}
          </span>
          <span className="truncate text-xs text-gray-500">{role ? t(role) : user.role}</span>
        </div>
        {/* A wrapper carries the breakpoint: the button's own inline-flex would fight a hidden class. */}
        <div className="ml-1 hidden lg:block">
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
        <MobileMenuButton open={menuOpen} onToggle={onToggleMenu} />
      </div>
    </>
  );
}
