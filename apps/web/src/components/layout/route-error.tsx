import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useShellT } from '../../lib/i18n/shell';
import { Button } from '../ui/button';
import { PageContainer } from './page-container';

/**
 * The route table's errorElement: a screen that failed to render, or whose code could not be
 * fetched (a new release replaced the chunk the old page asked for). Reloading fetches the current
 * code; the bar and footer stay usable meanwhile, and the next navigation leaves the error behind.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useShellT();
  useEffect(() => console.error('Screen failed to render', error), [error]);
  return (
    <PageContainer className="max-w-2xl">
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">{t('shell:screenError.title')}</p>
        <p className="mt-1 text-sm">{t('shell:screenError.text')}</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          {t('shell:screenError.reload')}
        </Button>
      </div>
    </PageContainer>
  );
}
