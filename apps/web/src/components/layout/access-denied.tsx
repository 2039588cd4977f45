import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/react';
import { buttonClasses } from '../ui/button';
import { PageContainer } from './page-container';

/** Spec 02 section 2: what a signed-in user sees on a screen their permission does not cover. */
export function AccessDenied({ permission }: { permission: string }) {
  const { t } = useTranslation(['common']);
  return (
    <PageContainer className="flex flex-1 items-center justify-center">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-gray-900">{t('common:ui.accessDenied')}</h1>
        <p className="mt-2 text-gray-600">{t('common:ui.noPermission')}</p>
        <p className="mt-3 text-sm text-gray-500">
          {t('common:ui.requiredPermission')}{' '}
          <code className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-800">{permission}</code>
        </p>
        <Link to="/dashboard" className={buttonClasses({ className: 'mt-6' })}>
          {t('common:ui.goToDashboard')}
        </Link>
      </div>
    </PageContainer>
  );
}
