import Warehouse from 'lucide-react/icons/warehouse';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useSiteName } from '../../resources/site-settings';

/**
 * The admin's site name (System Settings), with the logo, linking home. `nameFromSm`: the name is
 * shown from sm up only (still read out below it), where a phone's bar has no room for it beside the
 * signed-in icons and would cut it to "Sto...".
 */
export function BrandLogo({ onNavigate, nameFromSm = false }: { onNavigate?: () => void; nameFromSm?: boolean }) {
  const siteName = useSiteName();
  return (
    <Link to="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2 rounded-lg font-bold text-gray-900">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm">
        <Warehouse aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('max-w-48 truncate text-lg tracking-tight', nameFromSm && 'max-sm:sr-only')}>{siteName}</span>
    </Link>
  );
}
