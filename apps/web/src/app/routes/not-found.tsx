import MapPinOff from 'lucide-react/icons/map-pin-off';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n/react';

export function NotFoundScreen() {
  const navigate = useNavigate();
  const { t } = useTranslation(['common']);
  // In a fresh tab there is no previous page to return to; the home page is the useful target then.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <PageContainer className="flex flex-1 items-center justify-center py-16">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <span className="mx-auto mt-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MapPinOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-gray-900">{t('common:notFound.title')}</h1>
        <p className="mt-3 text-gray-600">{t('common:notFound.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>{t('common:notFound.back')}</Button>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('common:notFound.home')}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
