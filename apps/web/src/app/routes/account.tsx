// Pages every signed-in person has under /dashboard, whatever the role: the profile and its settings.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../layouts/MainLayout';
import { lazyPage } from './helpers';

export const accountRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: 'profile' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/profile/pages/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'profile/settings',
    handle: { title: 'settings' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/profile/pages/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
];
