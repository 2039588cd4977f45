import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/react';
import { Alert } from './alert';
import { Button } from './button';

/** What a failed read needs to say so and be asked again (a react-query result fits). */
export type RetryableQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

type LoadErrorProps = {
  query: RetryableQuery;
  title?: ReactNode;
  /** The text when the server gave no detail; the detail is shown when there is one. */
  fallback?: string;
  /** Instead of the detail or fallback. */
  children?: ReactNode;
  /** The button's words where the screen's spec names them; "Retry" otherwise. */
  retryLabel?: string;
  className?: string;
  onDismiss?: () => void;
};

/** Several reads as one (for LoadError): the first failure's error; Retry asks again for each failed one. */
export function failedReads(...queries: (RetryableQuery & { isError: boolean })[]): RetryableQuery | undefined {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return undefined;
  return {
    error: failed[0]!.error,
    isFetching: failed.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}

/** A read that failed: an error alert with the reason and a button that asks again. */
export function LoadError({ query, title, fallback, children, retryLabel, className, onDismiss }: LoadErrorProps) {
  const { t } = useTranslation(['common']);
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      onDismiss={onDismiss}
      action={
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {!query.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {retryLabel ?? t('common:retry')}
        </Button>
      }
    >
      {children ?? (fallback === undefined ? undefined : errorMessage(query.error, fallback))}
    </Alert>
  );
}
