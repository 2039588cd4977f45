import type { PublicSettings } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import Wrench from 'lucide-react/icons/wrench';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';
import { clearMaintenance } from '../../lib/maintenance-state';
import { useSiteName } from '../../resources/site-settings';
import { Button } from '../ui/button';
import { PageContainer } from './page-container';

const RECHECK_MS = 30_000;

/**
 * What a signed-in customer or employee sees while an admin has maintenance mode on (admins keep
 * working): the site's name and the server's message, in place of a screen whose reads would all be
 * refused. It asks the public settings again every 30 s (a fresh read of its own, never the cached
 * one) and gives the screen back once maintenance is off; Try again gives it back at once, and the
 * server's next refusal brings this page back.
 */
export function MaintenancePage({ message }: { message: string }) {
  const { t } = useTranslation(['common']);
  const translate = useTranslateMessage();
  const siteName = useSiteName();
  const check = useQuery({
    queryKey: ['maintenance-check'],
    queryFn: ({ signal }) => api.get<PublicSettings>('/settings/public', { signal }),
    refetchInterval: RECHECK_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const over = check.data?.maintenance_mode === false;
  useEffect(() => {
    if (over) clearMaintenance();
  }, [over]);

  return (
    <PageContainer className="flex flex-1 items-center justify-center">
      <section aria-labelledby="maintenance-title" className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <Wrench aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 text-sm font-medium text-gray-500">{siteName}</p>
        <h1 id="maintenance-title" className="mt-1 text-2xl font-bold text-gray-900">
          {t('common:maintenance.title')}
        </h1>
        <p role="status" className="mt-3 text-gray-700">
          {translate(message)}
        </p>
        <p className="mt-2 text-sm text-gray-500">{t('common:maintenance.text')}</p>
        <Button className="mt-6" onClick={clearMaintenance}>
          {t('common:maintenance.retry')}
        </Button>
      </section>
    </PageContainer>
  );
}
