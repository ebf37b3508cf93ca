// Entry point of the Parcours web app.
import './shared/security/schemas-without-eval';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from './app/bootstrap';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

bootstrap().then(({ store, queryClient }) => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
