// The route table of docs/design/product.md §2 on the React Router data router: the layouts and guards here,
// the pages of each area in routes/<area>.tsx, every page loaded lazily.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authAliases, paths } from '../shared/paths';
import { FullScreenSpinner } from '../shared/ui';
import { Guard } from './guards/Guard';
import { MainLayout, type RouteHandle } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { errorRoutes } from './routes/errors';
import { AliasRedirect, DashboardHome, lazyPage } from './routes/helpers';
import { learnerRoutes, pretestRoutes } from './routes/learner';
import { publicRoutes } from './routes/public';
import { secondStepRoutes } from './routes/second-step';

const noBanner: RouteHandle = { banner: false };

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <MainLayout />,
        children: [...publicRoutes, { handle: noBanner, children: errorRoutes }],
      },
      {
        path: 'auth',
        element: <Guard rule="guest" />,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/AuthLayout'),
              (m) => m.AuthLayout,
            ),
            children: authRoutes,
          },
        ],
      },
      ...Object.entries(authAliases).map(([from, to]) => ({
        path: from,
        element: <AliasRedirect to={to} />,
      })),
      {
        path: 'dashboard',
        element: <Guard rule="auth" />,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/DashboardLayout'),
              (m) => m.DashboardLayout,
            ),
            children: [
              { index: true, element: <DashboardHome /> },
              ...accountRoutes,
              { path: 'admin', element: <Guard rule="admin" />, children: adminRoutes },
              { path: 'student', element: <Guard rule="studentFlow" />, children: learnerRoutes },
              { path: 'courses/prestest', element: <Guard rule="student" />, children: pretestRoutes },
            ],
          },
        ],
      },
      {
        path: 'second-step',
        element: <Guard rule="student" />,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/SecondStepLayout'),
              (m) => m.SecondStepLayout,
            ),
            children: secondStepRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.errors.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
