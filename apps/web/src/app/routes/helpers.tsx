// Small building blocks of the route table: lazy pages, planned pages, redirects.
import { Container } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { selectSession, useAppSelector } from '../../shared/store';
import { EmptyState } from '../../shared/ui';
import { homeFor } from '../guards/redirects';

/** A code-split page: the module loads when the route is first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A page a later release fills: it says what will be shown there. */
function Planned({ name, contained }: { name: string; contained: boolean }) {
  const { t } = useTranslation();
  const state = (
    <EmptyState
      headingLevel="h2"
      badge={t('planned.badge')}
      title={t(`planned.${name}.title`)}
      text={t(`planned.${name}.text`)}
    />
  );
  return contained ? <Container sx={{ py: { xs: 4, md: 6 } }}>{state}</Container> : state;
}

export function planned(name: string, contained = false) {
  return <Planned name={name} contained={contained} />;
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
