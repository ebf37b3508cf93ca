// The pages an LMS frames (docs/integrations.md, "LTI 1.3"): the launch hand-over, the deep-linking course choice
// and the course picker of a link that names no course.
import type { RouteObject } from 'react-router';
import { Guard } from '../guards/Guard';
import { lazyPage } from './helpers';

export const ltiRoutes: RouteObject[] = [
  {
    path: 'launch',
    lazy: lazyPage(
      () => import('../../features/lti/pages/LtiLaunchPage'),
      (m) => m.LtiLaunchPage,
    ),
  },
  {
    path: 'pick-course/:link',
    element: <Guard rule="auth" />,
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('../../features/lti/pages/LtiPickCoursePage'),
          (m) => m.LtiPickCoursePage,
        ),
      },
    ],
  },
  {
    path: 'deep-link/:request',
    element: <Guard rule="auth" />,
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('../../features/lti/pages/LtiDeepLinkPage'),
          (m) => m.LtiDeepLinkPage,
        ),
      },
    ],
  },
];
