import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { isApiError } from './api-client';

/**
 * One cache for the whole app. It lives outside the first-screen bundle: the route table places
 * QueryLayout once around every screen with server data (app/router.tsx), and the few parts that
 * load outside those screens (the landing page's live sections, the bar's notifications) wrap
 * themselves in QueryProvider; every provider shares this client, so the cache is shared too.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; a network blip or a 5xx may, once.
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The pathless layout route the screens with server data are nested in. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
