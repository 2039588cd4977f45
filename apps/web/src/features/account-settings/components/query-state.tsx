import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What failed to load, for the error message ('your profile'). */
  what: string;
  children: (data: T) => ReactNode;
};

/** Loading, error with Retry, then the content once the data is there. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        tone="error"
        title={`Could not load ${what}`}
        action={
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error, 'Please check your connection and try again.')}
      </Alert>
    );
  }
  return (
    <div className="flex justify-center py-12 text-brand-600">
      <Spinner size="lg" label={`Loading ${what}`} />
    </div>
  );
}
