import { MapPinOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { Button, buttonClasses } from '../../components/ui/button';

export function NotFoundScreen() {
  const navigate = useNavigate();
  // In a fresh tab there is no previous page to return to; the home page is the useful target then.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <PageContainer className="flex flex-1 items-center justify-center py-16">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <span className="mx-auto mt-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MapPinOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-gray-900">Page Not Found</h1>
        <p className="mt-3 text-gray-600">The page you are looking for does not exist or has moved.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>Go Back</Button>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            Home
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
