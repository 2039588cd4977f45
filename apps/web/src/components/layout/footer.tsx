import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';
import { DEFAULT_SITE_NAME } from '../../resources/site-settings';
import { BrandLogo } from './brand-logo';
import { CONTACT_DETAILS } from './contact-details';
import { LanguageSwitch } from './language-switch';

const QUICK_LINKS = [
  { to: '/about', label: 'shell:nav.about' },
  { to: '/branches', label: 'shell:nav.branches' },
  { to: '/contact', label: 'shell:nav.contact' },
  { to: '/login', label: 'shell:nav.login' },
] as const;

export function Footer() {
  const { t } = useTranslation(['common', 'shell']);
  // Signed in, Login would lead nowhere (the page sends them to their dashboard): the bar has their links.
  const { isAuthenticated } = useAuth();
  const links = isAuthenticated ? QUICK_LINKS.filter((link) => link.to !== '/login') : QUICK_LINKS;
  return (
    // data-footer: app-layout.tsx loads this code when the reader nears it.
    <footer data-footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <BrandLogo />
          <p className="mt-4 max-w-xs text-sm text-gray-600">{t('common:footer.tagline')}</p>
        </div>
        <nav aria-label={t('common:footer.label')}>
          <h2 className="text-sm font-semibold text-gray-900">{t('common:footer.quickLinks')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-gray-600 hover:text-brand-700">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-gray-900">{t('shell:nav.contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm text-gray-600">
            {CONTACT_DETAILS.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
                <span className="sr-only">{t(label)}:</span>
                {href ? (
                  <a href={href} className="rounded break-all hover:text-brand-700">
                    {value}
                  </a>
                ) : (
                  <span>{value}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-center text-sm text-gray-500">
            {t('common:footer.rights', { year: new Date().getFullYear(), name: DEFAULT_SITE_NAME })}
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
