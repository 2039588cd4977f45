import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './styles/first-screen.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Only a first visit in a language other than English waits here, for its shell words. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
