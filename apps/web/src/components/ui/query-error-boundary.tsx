import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadError } from './load-error';

type QueryErrorBoundaryProps = {
  children: ReactNode;
  /** What to say about the failure. */
  message: (error: unknown) => ReactNode;
  /** The button's words where the screen's spec names them; "Retry" otherwise. */
  retryLabel?: string;
};

/**
 * Around the sections of a screen that read separately, with queries that throw their failure
 * (`throwOnError`): when the API is down they fail together, and the screen shows one message with
 * one Retry instead of one per section. Retry clears the failed reads (react-query's
 * QueryErrorResetBoundary) and renders the sections again, which asks for each of them anew.
 */
export function QueryErrorBoundary({ children, message, retryLabel }: QueryErrorBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <LoadError query={{ error, isFetching: false, refetch: resetErrorBoundary }} retryLabel={retryLabel}>
              {message(error)}
            </LoadError>
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
