// The second step of a new learner under /second-step: choosing a course, the questionnaire, the pretest.
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { lazyPage } from './helpers';

export const secondStepRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.secondStep.categories} replace /> },
  {
    path: 'categories',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/LearnerCategoriesPage'),
      (m) => m.SecondStepCategoriesPage,
    ),
  },
  {
    path: 'categories/:categoryId',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/LearnerSubcategoriesPage'),
      (m) => m.SecondStepSubcategoriesPage,
    ),
  },
  {
    path: 'courses',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/SecondStepCoursesPage'),
      (m) => m.SecondStepCoursesPage,
    ),
  },
  {
    path: 'courses/prestest',
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
  {
    path: 'courses/prestest/:courseId',
    lazy: lazyPage(
      () => import('../../features/quizzes/pages/PretestPage'),
      (m) => m.PretestPage,
    ),
  },
  {
    path: 'courses/:subcategoryId',
    lazy: lazyPage(
      () => import('../../features/second-step/pages/SecondStepCoursesPage'),
      (m) => m.SecondStepCoursesPage,
    ),
  },
  {
    path: 'silverman-questions',
    lazy: lazyPage(
      () => import('../../features/questionnaire/pages/QuestionnairePage'),
      (m) => m.QuestionnairePage,
    ),
  },
  {
    path: 'silverman-questions/:courseId',
    lazy: lazyPage(
      () => import('../../features/questionnaire/pages/QuestionnairePage'),
      (m) => m.QuestionnairePage,
    ),
  },
];
