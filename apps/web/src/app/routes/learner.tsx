// The learner's pages under /dashboard/student.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../layouts/MainLayout';
import { lazyPage } from './helpers';
import { loaders } from './loaders';

export const learnerRoutes: RouteObject[] = [
  {
    index: true,
    loader: loaders.dashboard,
    lazy: lazyPage(
      () => import('../../features/dashboards/pages/StudentDashboardPage'),
      (m) => m.StudentDashboardPage,
    ),
  },
  {
    path: 'feedback',
    handle: { title: 'feedback' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/feedback/pages/FeedbackPage'),
      (m) => m.FeedbackPage,
    ),
  },
  {
    path: 'my-program',
    handle: { title: 'myProgram' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/learning-paths/pages/MyProgramPage'),
      (m) => m.MyProgramPage,
    ),
  },
  {
    path: 'my-program/completed-courses',
    handle: { title: 'completedCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/learning-paths/pages/CompletedCoursesPage'),
      (m) => m.CompletedCoursesPage,
    ),
  },
  {
    path: 'my-quizzes',
    handle: { title: 'myQuizzes' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/MyQuizzesPage'),
      (m) => m.MyQuizzesPage,
    ),
  },
  {
    path: 'my-support',
    handle: { title: 'mySupport' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/support/pages/MySupportPage'),
      (m) => m.MySupportPage,
    ),
  },
  {
    path: 'certificates',
    handle: { title: 'certificates' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/certificates/pages/CertificatesPage'),
      (m) => m.CertificatesPage,
    ),
  },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/LearnerCategoriesPage'),
      (m) => m.StudentCategoriesPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/LearnerSubcategoriesPage'),
      (m) => m.StudentSubcategoriesPage,
    ),
  },
  {
    path: 'courses',
    handle: { title: 'enrolledCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/viewer/pages/EnrolledCoursesPage'),
      (m) => m.EnrolledCoursesPage,
    ),
  },
  {
    path: 'courses/:courseId',
    handle: { title: 'myCourse' } satisfies RouteHandle,
    loader: loaders.player,
    lazy: lazyPage(
      () => import('../../features/viewer/pages/CourseViewerPage'),
      (m) => m.CourseViewerPage,
    ),
  },
  {
    path: 'courses/:courseId/quiz',
    handle: { title: 'quiz' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/CourseQuizPage'),
      (m) => m.CourseQuizPage,
    ),
  },
  {
    path: 'courses/:courseId/path',
    handle: { title: 'myPath' } satisfies RouteHandle,
    loader: loaders.path,
    lazy: lazyPage(
      () => import('../../features/learning-paths/pages/LearningPathPage'),
      (m) => m.LearningPathPage,
    ),
  },
];

/** The pretest a learner takes from the dashboard, under /dashboard/courses/prestest. */
export const pretestRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
  {
    path: ':courseId',
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
];
