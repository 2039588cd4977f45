import { Link } from 'react-router';
import { useShellT } from '../../lib/i18n/shell';
import { buttonClasses } from '../ui/button';
import { MobileMenuButton } from './mobile-menu-button';
import { navLinkClasses } from './nav-styles';
import { PUBLIC_SECTION_LINKS } from './public-links';
import { SectionLink } from './section-link';

type PublicNavProps = { menuOpen: boolean; onToggleMenu: () => void };

/** What a visitor sees: the landing sections, Login and Register. */
export function PublicNav({ menuOpen, onToggleMenu }: PublicNavProps) {
  const t = useShellT();
  return (
    <>
      <ul className="ml-6 hidden flex-1 items-center gap-1 lg:flex">
        {PUBLIC_SECTION_LINKS.map((link) => (
          <li key={link.section}>
            <SectionLink section={link.section} className={navLinkClasses(false)}>
              {t(link.label)}
            </SectionLink>
          </li>
        ))}
      </ul>
      <div className="ml-auto hidden items-center gap-2 lg:flex">
        <Link to="/login" className={buttonClasses({ variant: 'ghost' })}>
          {t('shell:nav.login')}
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'primary' })}>
          {t('shell:nav.register')}
        </Link>
      </div>
      <div className="ml-auto lg:hidden">
        <MobileMenuButton open={menuOpen} onToggle={onToggleMenu} />
      </div>
    </>
  );
}
