// The error pages (docs/design/product.md §2), each loaded when shown.
import type { RouteObject } from 'react-router';
import { lazyPage } from './helpers';

export const errorRoutes: RouteObject[] = [
  {
    path: '403',
    lazy: lazyPage(
      () => import('../../features/errors/pages/ForbiddenPage'),
      (m) => m.ForbiddenPage,
    ),
  },
  {
    path: '404',
    lazy: lazyPage(
      () => import('../../features/errors/pages/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
  {
    path: '500',
    lazy: lazyPage(
      () => import('../../features/errors/pages/ServerErrorPage'),
      (m) => m.ServerErrorPage,
    ),
  },
];
