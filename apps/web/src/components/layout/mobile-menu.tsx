import { dashboardPathFor, ROLE_NAV_LINKS } from '@stockyard/domain';
import LogOut from 'lucide-react/icons/log-out';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';
import { buttonClasses } from '../ui/button';
import { MOBILE_MENU_ID } from './mobile-menu-button';
import { mobileLinkClasses, navLabelKey, roleLabelKey } from './nav-styles';
import { PUBLIC_SECTION_LINKS } from './public-links';
import { SectionLink } from './section-link';

type MobileMenuProps = { onClose: () => void; onLogout: () => void; signingOut: boolean };

/** The small-screen menu: the same links as the bar, stacked under it. */
export function MobileMenu({ onClose, onLogout, signingOut }: MobileMenuProps) {
  const { user, isAuthenticated } = useAuth();
  const { t } = useTranslation(['common', 'shell']);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const signedIn = isAuthenticated && user !== null;

  return (
    <div
      id={MOBILE_MENU_ID}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white lg:hidden"
    >
      <div className="space-y-1 px-4 py-3">
        {signedIn ? (
          <>
            <div className="mb-2 rounded-lg bg-gray-50 px-3 py-2.5">
              <p className="font-semibold text-gray-900">
                {user.first_name} {user.last_name}
              </p>
              <p className="text-sm text-gray-500">
                {roleLabelKey(user.role) ? t(roleLabelKey(user.role)!) : user.role}
              </p>
            </div>
            <NavLink
              to={dashboardPathFor(user.role)}
              onClick={onClose}
              className={({ isActive }) => mobileLinkClasses(isActive)}
            >
              {t('common:nav.dashboard')}
            </NavLink>
            {ROLE_NAV_LINKS[user.role].map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                onClick={onClose}
                className={({ isActive }) => mobileLinkClasses(isActive)}
              >
                {navLabelKey(link.to) ? t(navLabelKey(link.to)!) : link.label}
              </NavLink>
            ))}
            <button
              type="button"
              onClick={onLogout}
              disabled={signingOut}
              className={buttonClasses({ variant: 'secondary', className: 'mt-3 w-full' })}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('common:nav.logout')}
            </button>
          </>
        ) : (
          <>
            {PUBLIC_SECTION_LINKS.map((link) => (
              <SectionLink
                key={link.section}
                section={link.section}
                onNavigate={onClose}
                className={mobileLinkClasses(false)}
              >
                {t(link.label)}
              </SectionLink>
            ))}
            <div className="grid grid-cols-2 gap-2 pt-3">
              <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
                {t('shell:nav.login')}
              </Link>
              <Link to="/register" className={buttonClasses({ variant: 'primary' })}>
                {t('shell:nav.register')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
