// Renders the app once start-up is done: React DOM, the router, the providers and the layouts, in a chunk of its
// own that downloads while start-up waits for the API's public configuration.
// First: zod must know the pages forbid compiling code from strings before it parses (docs/security.md).
import '../shared/security/schemas-without-eval';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { AppStore } from '../shared/store';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { provideLoaderContext } from './routes/loaders';

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router, made as soon as this chunk arrives: it starts loading the current address's layout and page
 * chunks at once, while start-up still waits for the configuration and the strings.
 */
export function prepareRouter(): AppRouter {
  return createAppRouter();
}

export function renderApp(
  container: HTMLElement,
  router: AppRouter,
  { store, queryClient }: { store: AppStore; queryClient: QueryClient },
) {
  provideLoaderContext({ store, queryClient });
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
