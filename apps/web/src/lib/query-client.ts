import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * The app's one cache: the root's QueryClientProvider (main.tsx) hands it to the screens, and the
 * route loaders (app/router.tsx) start their screens' reads in it before the screens render.
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

/**
 * For route loaders: starts one of a screen's reads as its route loads, so it travels with the
 * screen's code instead of leaving once the screen has rendered. Not awaited: the screen shows its
 * placeholders meanwhile and reports a failure itself (its own query holds the error), so a loader
 * never fails the navigation. A reader without access gets a refusal the route's guard answers.
 */
export function startRead<Data, Error, Selected, Key extends QueryKey>(
  options: EnsureQueryDataOptions<Data, Error, Selected, Key>,
): void {
  void queryClient.ensureQueryData(options).catch(() => undefined);
}
