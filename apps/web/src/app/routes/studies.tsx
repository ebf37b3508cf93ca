// Studies (docs/design/adaptive.md §10), for admins and researchers, in the dashboard frame; and the learner's
// consent page of a study course.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../layouts/MainLayout';
import { lazyPage } from './helpers';

export const studyRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../../features/studies/pages/StudiesPage'),
      (m) => m.StudiesPage,
    ),
  },
  {
    path: 'new',
    handle: { title: 'newStudy' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/studies/pages/StudyFormPage'),
      (m) => m.StudyFormPage,
    ),
  },
  {
    path: ':studyId',
    handle: { title: 'study' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/studies/pages/StudyDashboardPage'),
      (m) => m.StudyDashboardPage,
    ),
  },
  {
    path: ':studyId/edit',
    handle: { title: 'editStudy' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/studies/pages/StudyFormPage'),
      (m) => m.StudyFormPage,
    ),
  },
];

/** The consent step of a study course, before its pretest (learners only). */
export const consentRoutes: RouteObject[] = [
  {
    path: 'courses/:courseId/consent',
    handle: { title: 'studyConsent' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/studies/pages/ConsentPage'),
      (m) => m.ConsentPage,
    ),
  },
];
