// Renders a component inside the app's providers (store, query cache, theme, router, i18n) for tests.
import type { Language } from '@parcours/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { initI18n } from '../i18n';
import { createAppStore, type RootState } from '../shared/store';

export async function renderWithApp(
  ui: ReactNode,
  {
    language = 'en',
    path = '/',
    state,
  }: { language?: Language; path?: string; state?: Partial<RootState> } = {},
) {
  await initI18n(language);
  const store = createAppStore(state);
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, queryClient, router };
}
