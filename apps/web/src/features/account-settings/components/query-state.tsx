import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useTranslation } from '../../../lib/i18n/react';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for the spinner and the error message. */
  what: 'profile' | 'preferences';
  children: (data: T) => ReactNode;
};

/** Loading, error with Retry, then the content once the data is there. */
const WORDS = {
  profile: { failed: 'settings:load.profileFailed', loading: 'settings:load.profile' },
  preferences: { failed: 'settings:load.preferencesFailed', loading: 'settings:load.preferences' },
} as const;

export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  const { t } = useTranslation(['settings']);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadError
        query={query}
        title={t(WORDS[what].failed)}
        retryLabel={t('settings:load.retry')}
        fallback={t('settings:load.checkConnection')}
      />
    );
  }
  return (
    <div className="flex justify-center py-12 text-brand-600">
      <Spinner size="lg" label={t(WORDS[what].loading)} />
    </div>
  );
}
