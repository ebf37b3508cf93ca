// The staff pages under /dashboard/admin; none of this code loads for visitors or learners. Three groups, each
// behind its guard: the admin's own pages, course authoring, and classes with their learners' quiz tables.
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import type { RouteHandle } from '../layouts/MainLayout';
import { lazyPage } from './helpers';

// Admins only.
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../../features/dashboards/pages/AdminDashboardPage'),
      (m) => m.AdminDashboardPage,
    ),
  },
  { path: 'users', element: <Navigate to={paths.admin.usersTab('all')} replace /> },
  {
    path: 'users/all',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/UsersPage'),
      (m) => m.AllUsersPage,
    ),
  },
  {
    path: 'users/pending',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/UsersPage'),
      (m) => m.PendingUsersPage,
    ),
  },
  {
    path: 'users/accepted',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/UsersPage'),
      (m) => m.AcceptedUsersPage,
    ),
  },
  {
    path: 'users/:userId',
    handle: { title: 'editUser' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/EditUserPage'),
      (m) => m.EditUserPage,
    ),
  },
  {
    path: 'users/:userId/courses/:courseId/adaptive',
    handle: { title: 'learnerAdaptive' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/LearnerAdaptivePage'),
      (m) => m.LearnerAdaptivePage,
    ),
  },
  {
    path: 'addUser',
    handle: { title: 'addUser' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/users/pages/AddUserPage'),
      (m) => m.AddUserPage,
    ),
  },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../../features/categories/pages/AdminCategoriesPage'),
      (m) => m.AdminCategoriesPage,
    ),
  },
  {
    path: 'categories/add-category',
    lazy: lazyPage(
      () => import('../../features/categories/pages/AdminCategoryFormPage'),
      (m) => m.AdminCategoryFormPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../../features/categories/pages/AdminCategoryFormPage'),
      (m) => m.AdminCategoryFormPage,
    ),
  },
  {
    path: 'payments',
    handle: { title: 'payments' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/courses/pages/AdminPaymentsPage'),
      (m) => m.AdminPaymentsPage,
    ),
  },
  {
    path: 'reviews',
    handle: { title: 'adminReviews' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/reviews/pages/AdminReviewsPage'),
      (m) => m.AdminReviewsPage,
    ),
  },
  {
    path: 'newsletter',
    handle: { title: 'newsletterAdmin' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/newsletter/pages/AdminNewsletterPage'),
      (m) => m.AdminNewsletterPage,
    ),
  },
  {
    path: 'lti',
    handle: { title: 'lti' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/lti/pages/AdminLtiPage'),
      (m) => m.AdminLtiPage,
    ),
  },
  {
    path: 'xapi',
    handle: { title: 'xapiAdmin' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/xapi/pages/AdminXapiPage'),
      (m) => m.AdminXapiPage,
    ),
  },
];

// Course authoring: admins, instructors and designers; the server lists each their own courses.
export const authorRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/courses/pages/AdminCoursesPage'),
      (m) => m.AdminCoursesPage,
    ),
  },
  {
    path: 'courses/add-course',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/courses/pages/CourseFormPage'),
      (m) => m.CourseFormPage,
    ),
  },
  {
    path: 'courses/:courseId',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/courses/pages/CourseFormPage'),
      (m) => m.CourseFormPage,
    ),
  },
  {
    path: 'courses/:courseId/content',
    handle: { title: 'courseContent' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/content/pages/CourseContentPage'),
      (m) => m.CourseContentPage,
    ),
  },
  // The course's gradebook: its authors see every learner, another instructor their classes' (the server decides).
  {
    path: 'courses/:courseId/gradebook',
    handle: { title: 'gradebook' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/gradebook/pages/GradebookPage'),
      (m) => m.GradebookPage,
    ),
  },
];

// Classes and their learners' quiz tables and survey responses: admins and instructors; the
// server limits instructors to their classes.
export const classRunnerRoutes: RouteObject[] = [
  {
    path: 'users-feedback',
    handle: { title: 'usersFeedback' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/feedback/pages/UsersFeedbackPage'),
      (m) => m.UsersFeedbackPage,
    ),
  },
  {
    path: 'quiz-timers',
    handle: { title: 'quizTimers' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/dashboards/pages/QuizTimersPage'),
      (m) => m.QuizTimersPage,
    ),
  },
  {
    path: 'quiz-attempts',
    handle: { title: 'quizAttempts' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/dashboards/pages/QuizAttemptsPage'),
      (m) => m.QuizAttemptsPage,
    ),
  },
  {
    path: 'classes',
    handle: { title: 'classes' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/classes/pages/AdminClassesPage'),
      (m) => m.AdminClassesPage,
    ),
  },
];
