import { StrictMode, Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app below the router. The browser puts it in a BrowserRouter (main.tsx); the build's
 * prerender (app/prerender.tsx) in a StaticRouter, so both render the same tree and the browser
 * can hydrate the prerendered page instead of painting it again.
 */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        {/* Only a first visit in a language other than English waits here, for its shell words. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </AppProviders>
    </StrictMode>
  );
}
