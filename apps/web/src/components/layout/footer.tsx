import { Link } from 'react-router';
import { BRAND_NAME, BrandLogo } from './brand-logo';
import { CONTACT_DETAILS } from './contact-details';

const QUICK_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/branches', label: 'Branches' },
  { to: '/contact', label: 'Contact' },
  { to: '/login', label: 'Login' },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <BrandLogo />
          <p className="mt-4 max-w-xs text-sm text-gray-600">
            Secure warehouse storage with live branch capacity, tracked goods and simple storage applications.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-gray-900">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-gray-600 hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-gray-900">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm text-gray-600">
            {CONTACT_DETAILS.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
                <span className="sr-only">{label}:</span>
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
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-gray-500 sm:px-6 lg:px-8">
          &copy; {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
