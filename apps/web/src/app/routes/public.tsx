// The public pages inside the main layout: home, about, categories, certificate check, catalogue and course pages.
import type { RouteObject } from 'react-router';
import { Guard } from '../guards/Guard';
import type { RouteHandle } from '../layouts/MainLayout';
import { lazyPage } from './helpers';
import { loaders } from './loaders';

const noBanner: RouteHandle = { banner: false };

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: noBanner,
    lazy: lazyPage(
      () => import('../../features/home/pages/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'AboutUs',
    lazy: lazyPage(
      () => import('../../features/about/pages/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../../features/categories/pages/CategoriesPage'),
      (m) => m.CategoriesPage,
    ),
  },
  {
    path: 'verify/:code',
    handle: noBanner,
    lazy: lazyPage(
      () => import('../../features/certificates/pages/VerifyCertificatePage'),
      (m) => m.VerifyCertificatePage,
    ),
  },
  {
    path: 'newsletter/confirm',
    handle: { title: 'newsletter' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/newsletter/pages/NewsletterLinkPage'),
      (m) => m.NewsletterConfirmPage,
    ),
  },
  {
    path: 'newsletter/unsubscribe',
    handle: { title: 'newsletter' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../../features/newsletter/pages/NewsletterLinkPage'),
      (m) => m.NewsletterUnsubscribePage,
    ),
  },
  {
    element: <Guard rule="courses" />,
    children: [
      {
        path: 'courses',
        lazy: lazyPage(
          () => import('../../features/courses/pages/CataloguePage'),
          (m) => m.CataloguePage,
        ),
      },
      {
        path: 'courses/:courseId',
        loader: loaders.course,
        lazy: lazyPage(
          () => import('../../features/courses/pages/CoursePage'),
          (m) => m.CoursePage,
        ),
      },
      {
        path: 'courses/:courseId/quiz',
        lazy: lazyPage(
          () => import('../../features/quizzes/pages/CourseQuizPage'),
          (m) => m.CourseQuizPage,
        ),
      },
    ],
  },
];
