import Warehouse from 'lucide-react/icons/warehouse';
import { Link } from 'react-router';
import { useSiteName } from '../../resources/site-settings';

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
