// The route table of docs/design/product.md §2 on the React Router data router: the layouts and guards here,
// the pages of each area in routes/<area>.tsx, every page loaded lazily.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authAliases, paths } from '../shared/paths';
import { FullScreenSpinner } from '../shared/ui';
import { Guard } from './guards/Guard';
import type { RouteHandle } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { accountRoutes } from './routes/account';
import { adminRoutes, authorRoutes, classRunnerRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { errorRoutes } from './routes/errors';
import { AliasRedirect, DashboardHome, lazyPage } from './routes/helpers';
import { learnerRoutes, pretestRoutes } from './routes/learner';
import { ltiRoutes } from './routes/lti';
import { publicRoutes } from './routes/public';
import { secondStepRoutes } from './routes/second-step';
import { consentRoutes, studyRoutes } from './routes/studies';

const noBanner: RouteHandle = { banner: false };

// The error screen is rare: it loads when a page fails, not with the first script.
const LazyRouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));

function RouteErrorScreen() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <LazyRouteError />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        // Even the main layout (top bar, menus, drawer, footer) loads beside the first page, not in the entry.
        lazy: lazyPage(
          () => import('./layouts/MainLayout'),
          (m) => m.MainLayout,
        ),
        children: [
          ...publicRoutes,
          { element: <Guard rule="student" />, children: consentRoutes },
          { handle: noBanner, children: errorRoutes },
        ],
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
              {
                path: 'admin',
                children: [
                  { element: <Guard rule="admin" />, children: adminRoutes },
                  { element: <Guard rule="authors" />, children: authorRoutes },
                  { element: <Guard rule="classRunners" />, children: classRunnerRoutes },
                ],
              },
              { path: 'student', element: <Guard rule="studentFlow" />, children: learnerRoutes },
              { path: 'courses/prestest', element: <Guard rule="student" />, children: pretestRoutes },
            ],
          },
        ],
      },
      {
        path: 'studies',
        element: <Guard rule="studies" />,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/DashboardLayout'),
              (m) => m.DashboardLayout,
            ),
            children: studyRoutes,
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
      { path: 'lti', children: ltiRoutes },
      { path: '*', element: <Navigate to={paths.errors.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
