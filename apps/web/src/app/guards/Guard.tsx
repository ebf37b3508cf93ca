// Route guard: renders the page, or redirects as the table of redirects.ts says.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSession, useAppSelector } from '../../shared/store';
import { type GuardRule, guardRedirect } from './redirects';

export function Guard({ rule, children }: { rule: GuardRule; children?: ReactNode }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const target = guardRedirect(rule, session);
  if (target && target !== location.pathname) {
    return <Navigate to={target} replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}
