// The sign-in area under /auth: login, sign-up and password pages, for visitors only.
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { lazyPage } from './helpers';

export const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.auth.login} replace /> },
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../../features/auth/pages/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'signup',
    lazy: lazyPage(
      () => import('../../features/auth/pages/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: 'forget-password',
    lazy: lazyPage(
      () => import('../../features/auth/pages/ForgetPasswordPage'),
      (m) => m.ForgetPasswordPage,
    ),
  },
  {
    path: 'forget-password/email-confirmation',
    lazy: lazyPage(
      () => import('../../features/auth/pages/EmailConfirmationPage'),
      (m) => m.EmailConfirmationPage,
    ),
  },
  {
    path: 'password-set',
    lazy: lazyPage(
      () => import('../../features/auth/pages/PasswordSetPage'),
      (m) => m.PasswordSetPage,
    ),
  },
];
