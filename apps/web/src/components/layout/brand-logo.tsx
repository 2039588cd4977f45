import { Warehouse } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The product name is written out rather than taken from SITE_NAME_DEFAULT: that constant lives in a
 * domain module that parses a zod schema at load time, which would pull zod into the first screen.
 */
export const BRAND_NAME = 'Stockyard';

export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 rounded-lg font-bold text-gray-900">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm">
        <Warehouse aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg tracking-tight">{BRAND_NAME}</span>
    </Link>
  );
}
