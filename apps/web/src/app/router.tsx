// The route table of docs/design/product.md §2 on the React Router data router; pages load lazily.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { authAliases, paths } from '../shared/paths';
import { FullScreenSpinner } from '../shared/ui';
import { Guard } from './guards/Guard';
import { MainLayout, type RouteHandle } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';
import { AliasRedirect, DashboardHome, lazyPage } from './routes/helpers';

const noBanner: RouteHandle = { banner: false };

const errorRoutes: RouteObject[] = [
  {
    path: '403',
    lazy: lazyPage(
      () => import('../features/errors/pages/ForbiddenPage'),
      (m) => m.ForbiddenPage,
    ),
  },
  // The 404 and 500 pages are in the first script anyway: the router's error screen needs them at once.
  { path: '404', element: <NotFoundPage /> },
  { path: '500', element: <ServerErrorPage /> },
];

const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.auth.login} replace /> },
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../features/auth/pages/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'signup',
    lazy: lazyPage(
      () => import('../features/auth/pages/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: 'forget-password',
    lazy: lazyPage(
      () => import('../features/auth/pages/ForgetPasswordPage'),
      (m) => m.ForgetPasswordPage,
    ),
  },
  {
    path: 'forget-password/email-confirmation',
    lazy: lazyPage(
      () => import('../features/auth/pages/EmailConfirmationPage'),
      (m) => m.EmailConfirmationPage,
    ),
  },
  {
    path: 'password-set',
    lazy: lazyPage(
      () => import('../features/auth/pages/PasswordSetPage'),
      (m) => m.PasswordSetPage,
    ),
  },
];

// Admins only.
const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../features/dashboards/pages/AdminDashboardPage'),
      (m) => m.AdminDashboardPage,
    ),
  },
  { path: 'users', element: <Navigate to={paths.admin.usersTab('all')} replace /> },
  {
    path: 'users/all',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/UsersPage'),
      (m) => m.AllUsersPage,
    ),
  },
  {
    path: 'users/pending',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/UsersPage'),
      (m) => m.PendingUsersPage,
    ),
  },
  {
    path: 'users/accepted',
    handle: { title: 'users' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/UsersPage'),
      (m) => m.AcceptedUsersPage,
    ),
  },
  {
    path: 'users/:userId',
    handle: { title: 'editUser' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/EditUserPage'),
      (m) => m.EditUserPage,
    ),
  },
  {
    path: 'users/:userId/courses/:courseId/adaptive',
    handle: { title: 'learnerAdaptive' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/LearnerAdaptivePage'),
      (m) => m.LearnerAdaptivePage,
    ),
  },
  {
    path: 'addUser',
    handle: { title: 'addUser' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/users/pages/AddUserPage'),
      (m) => m.AddUserPage,
    ),
  },
  {
    path: 'lti',
    handle: { title: 'lti' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/lti/pages/AdminLtiPage'),
      (m) => m.AdminLtiPage,
    ),
  },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../features/categories/pages/AdminCategoriesPage'),
      (m) => m.AdminCategoriesPage,
    ),
  },
  {
    path: 'categories/add-category',
    lazy: lazyPage(
      () => import('../features/categories/pages/AdminCategoryFormPage'),
      (m) => m.AdminCategoryFormPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../features/categories/pages/AdminCategoryFormPage'),
      (m) => m.AdminCategoryFormPage,
    ),
  },
  {
    path: 'users-feedback',
    handle: { title: 'usersFeedback' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/feedback/pages/UsersFeedbackPage'),
      (m) => m.UsersFeedbackPage,
    ),
  },
];

// Course authoring: admins, instructors and designers; the server lists each their own courses.
const authorRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/courses/pages/AdminCoursesPage'),
      (m) => m.AdminCoursesPage,
    ),
  },
  {
    path: 'courses/add-course',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/courses/pages/CourseFormPage'),
      (m) => m.CourseFormPage,
    ),
  },
  {
    path: 'courses/:courseId',
    handle: { title: 'manageCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/courses/pages/CourseFormPage'),
      (m) => m.CourseFormPage,
    ),
  },
  {
    path: 'courses/:courseId/content',
    handle: { title: 'courseContent' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/CourseContentPage'),
      (m) => m.CourseContentPage,
    ),
  },
];

// Classes and their learners' quiz tables: admins and instructors; the server limits instructors to their classes.
const classRunnerRoutes: RouteObject[] = [
  {
    path: 'quiz-timers',
    handle: { title: 'quizTimers' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/dashboards/pages/QuizTimersPage'),
      (m) => m.QuizTimersPage,
    ),
  },
  {
    path: 'quiz-attempts',
    handle: { title: 'quizAttempts' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/dashboards/pages/QuizAttemptsPage'),
      (m) => m.QuizAttemptsPage,
    ),
  },
  {
    path: 'classes',
    handle: { title: 'classes' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/classes/pages/AdminClassesPage'),
      (m) => m.AdminClassesPage,
    ),
  },
];

const studentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../features/dashboards/pages/StudentDashboardPage'),
      (m) => m.StudentDashboardPage,
    ),
  },
  {
    path: 'feedback',
    handle: { title: 'feedback' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/feedback/pages/FeedbackPage'),
      (m) => m.FeedbackPage,
    ),
  },
  {
    path: 'my-program',
    handle: { title: 'myProgram' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/learning-paths/pages/MyProgramPage'),
      (m) => m.MyProgramPage,
    ),
  },
  {
    path: 'my-program/completed-courses',
    handle: { title: 'completedCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/learning-paths/pages/CompletedCoursesPage'),
      (m) => m.CompletedCoursesPage,
    ),
  },
  {
    path: 'my-quizzes',
    handle: { title: 'myQuizzes' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/quizzes/pages/MyQuizzesPage'),
      (m) => m.MyQuizzesPage,
    ),
  },
  {
    path: 'my-support',
    handle: { title: 'mySupport' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/support/pages/MySupportPage'),
      (m) => m.MySupportPage,
    ),
  },
  {
    path: 'certificates',
    handle: { title: 'certificates' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/certificates/pages/CertificatesPage'),
      (m) => m.CertificatesPage,
    ),
  },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../features/second-step/pages/LearnerCategoriesPage'),
      (m) => m.StudentCategoriesPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../features/second-step/pages/LearnerSubcategoriesPage'),
      (m) => m.StudentSubcategoriesPage,
    ),
  },
  {
    path: 'courses',
    handle: { title: 'enrolledCourses' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/viewer/pages/EnrolledCoursesPage'),
      (m) => m.EnrolledCoursesPage,
    ),
  },
  {
    path: 'courses/:courseId',
    handle: { title: 'myCourse' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/viewer/pages/CourseViewerPage'),
      (m) => m.CourseViewerPage,
    ),
  },
  {
    path: 'courses/:courseId/quiz',
    handle: { title: 'quiz' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/quizzes/pages/CourseQuizPage'),
      (m) => m.CourseQuizPage,
    ),
  },
  {
    path: 'courses/:courseId/path',
    handle: { title: 'myPath' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/learning-paths/pages/LearningPathPage'),
      (m) => m.LearningPathPage,
    ),
  },
];

/** Studies (docs/design/adaptive.md §10), for admins and researchers, in the dashboard frame. */
const studyRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../features/studies/pages/StudiesPage'),
      (m) => m.StudiesPage,
    ),
  },
  {
    path: 'new',
    handle: { title: 'newStudy' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/studies/pages/StudyFormPage'),
      (m) => m.StudyFormPage,
    ),
  },
  {
    path: ':studyId',
    handle: { title: 'study' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/studies/pages/StudyDashboardPage'),
      (m) => m.StudyDashboardPage,
    ),
  },
  {
    path: ':studyId/edit',
    handle: { title: 'editStudy' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/studies/pages/StudyFormPage'),
      (m) => m.StudyFormPage,
    ),
  },
];

const secondStepRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.secondStep.categories} replace /> },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../features/second-step/pages/LearnerCategoriesPage'),
      (m) => m.SecondStepCategoriesPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../features/second-step/pages/LearnerSubcategoriesPage'),
      (m) => m.SecondStepSubcategoriesPage,
    ),
  },
  {
    path: 'courses',
    lazy: lazyPage(
      () => import('../features/second-step/pages/SecondStepCoursesPage'),
      (m) => m.SecondStepCoursesPage,
    ),
  },
  {
    path: 'courses/prestest',
    lazy: lazyPage(
      () => import('../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
  {
    path: 'courses/prestest/:courseId',
    lazy: lazyPage(
      () => import('../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
  {
    path: 'courses/:subcategoryId',
    lazy: lazyPage(
      () => import('../features/second-step/pages/SecondStepCoursesPage'),
      (m) => m.SecondStepCoursesPage,
    ),
  },
  {
    path: 'silverman-questions',
    lazy: lazyPage(
      () => import('../features/questionnaire/pages/QuestionnairePage'),
      (m) => m.QuestionnairePage,
    ),
  },
  {
    path: 'silverman-questions/:courseId',
    lazy: lazyPage(
      () => import('../features/questionnaire/pages/QuestionnairePage'),
      (m) => m.QuestionnairePage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            handle: noBanner,
            lazy: lazyPage(
              () => import('../features/home/pages/HomePage'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'AboutUs',
            lazy: lazyPage(
              () => import('../features/about/pages/AboutPage'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'categories',
            lazy: lazyPage(
              () => import('../features/categories/pages/CategoriesPage'),
              (m) => m.CategoriesPage,
            ),
          },
          {
            path: 'verify/:code',
            handle: noBanner,
            lazy: lazyPage(
              () => import('../features/certificates/pages/VerifyCertificatePage'),
              (m) => m.VerifyCertificatePage,
            ),
          },
          {
            element: <Guard rule="courses" />,
            children: [
              {
                path: 'courses',
                lazy: lazyPage(
                  () => import('../features/courses/pages/CataloguePage'),
                  (m) => m.CataloguePage,
                ),
              },
              {
                path: 'courses/:courseId',
                lazy: lazyPage(
                  () => import('../features/courses/pages/CoursePage'),
                  (m) => m.CoursePage,
                ),
              },
              {
                path: 'courses/:courseId/quiz',
                lazy: lazyPage(
                  () => import('../features/quizzes/pages/CourseQuizPage'),
                  (m) => m.CourseQuizPage,
                ),
              },
            ],
          },
          {
            element: <Guard rule="student" />,
            children: [
              {
                path: 'courses/:courseId/consent',
                handle: { title: 'studyConsent' } satisfies RouteHandle,
                lazy: lazyPage(
                  () => import('../features/studies/pages/ConsentPage'),
                  (m) => m.ConsentPage,
                ),
              },
            ],
          },
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
              {
                path: 'profile',
                handle: { title: 'profile' } satisfies RouteHandle,
                lazy: lazyPage(
                  () => import('../features/profile/pages/ProfilePage'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'profile/settings',
                handle: { title: 'settings' } satisfies RouteHandle,
                lazy: lazyPage(
                  () => import('../features/profile/pages/SettingsPage'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: 'admin',
                children: [
                  { element: <Guard rule="admin" />, children: adminRoutes },
                  { element: <Guard rule="authors" />, children: authorRoutes },
                  { element: <Guard rule="classRunners" />, children: classRunnerRoutes },
                ],
              },
              { path: 'student', element: <Guard rule="studentFlow" />, children: studentRoutes },
              {
                path: 'courses/prestest',
                element: <Guard rule="student" />,
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('../features/quizzes/pages/PretestPage'),
                      (m) => m.PretestPage,
                    ),
                  },
                  {
                    path: ':courseId',
                    lazy: lazyPage(
                      () => import('../features/quizzes/pages/PretestPage'),
                      (m) => m.PretestPage,
                    ),
                  },
                ],
              },
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
      {
        // The pages an LMS frames (docs/integrations.md, "LTI 1.3"): the launch hand-over and the course picker.
        path: 'lti',
        children: [
          {
            path: 'launch',
            lazy: lazyPage(
              () => import('../features/lti/pages/LtiLaunchPage'),
              (m) => m.LtiLaunchPage,
            ),
          },
          {
            path: 'deep-link/:request',
            element: <Guard rule="auth" />,
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('../features/lti/pages/LtiDeepLinkPage'),
                  (m) => m.LtiDeepLinkPage,
                ),
              },
            ],
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
