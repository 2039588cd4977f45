import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/react';
import { buttonClasses } from './button';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Where the back button goes; no back button when absent. */
  backTo?: string;
  /** The back button's words; "Back to Dashboard" when absent, where nearly every screen goes back to. */
  backLabel?: string;
  /** The screen's actions (buttons, links), at the header's end. */
  children?: ReactNode;
};

export function PageHeader({ title, description, backTo, backLabel, children }: PageHeaderProps) {
  const { t } = useTranslation(['common']);
  return (
    <div className="mb-6 sm:mb-8">
      {backTo && (
        <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel ?? t('common:pages.backToDashboard')}
        </Link>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1.5 text-gray-600">{description}</p>}
        </div>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  );
}
