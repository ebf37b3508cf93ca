// The error pages (docs/design/product.md §2): 403 loads on demand, 404 and 500 come with the first script.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../../features/errors/pages/ServerErrorPage';
import { lazyPage } from './helpers';

export const errorRoutes: RouteObject[] = [
  {
    path: '403',
    lazy: lazyPage(
      () => import('../../features/errors/pages/ForbiddenPage'),
      (m) => m.ForbiddenPage,
    ),
  },
  // The 404 and 500 pages are in the first script anyway: the router's error screen needs them at once.
  { path: '404', element: <NotFoundPage /> },
  { path: '500', element: <ServerErrorPage /> },
];
