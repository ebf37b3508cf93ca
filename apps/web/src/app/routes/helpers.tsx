import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { selectSession, useAppSelector } from '../../shared/store';
import { homeFor } from '../guards/redirects';

/** A code-split page: the module loads when the route is first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** Keeps the query string (e.g. ?token=) when an old address sends to its new place. */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** /dashboard is not role-specific: it opens the signed-in person's own dashboard. */
export function DashboardHome() {
  const session = useAppSelector(selectSession);
  return <Navigate to={homeFor(session)} replace />;
}
