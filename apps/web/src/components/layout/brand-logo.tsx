import Warehouse from 'lucide-react/icons/warehouse';
import { Link } from '../ui/link';
import { DEFAULT_SITE_NAME, useSiteName } from '../../lib/site-name';

/**
 * The product name before the server has answered. It is not SITE_NAME_DEFAULT: that constant lives
 * in a domain module that parses a zod schema at load time, which would pull zod into the first screen.
 */
export const BRAND_NAME = DEFAULT_SITE_NAME;

/** The admin's site name (System Settings), with the logo, linking home. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  const siteName = useSiteName();
  return (
    <Link to="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2 rounded-lg font-bold text-gray-900">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm">
        <Warehouse aria-hidden="true" className="size-5" />
      </span>
      <span className="max-w-48 truncate text-lg tracking-tight">{siteName}</span>
    </Link>
  );
}
