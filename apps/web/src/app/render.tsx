// Renders the app once start-up is done: React DOM, the router, the providers and the layouts, in a chunk of its
// own that downloads while start-up waits for the API's public configuration.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { AppStore } from '../shared/store';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function renderApp(
  container: HTMLElement,
  { store, queryClient }: { store: AppStore; queryClient: QueryClient },
) {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
