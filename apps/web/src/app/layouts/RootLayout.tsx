// The root of every page: skip link, navigation progress, notification bar, fresh profile of the signed-in user.
import { LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useProfile } from '../../features/auth';
import { selectSession, useAppDispatch, useAppSelector, userRefreshed } from '../../shared/store';
import { Notification, SkipLink } from '../../shared/ui';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { isAuthenticated } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  // The stored user may be old (an enrolment on another device): take the server's view once per visit.
  const profile = useProfile(isAuthenticated);

  useEffect(() => {
    if (profile.data) dispatch(userRefreshed(profile.data));
  }, [profile.data, dispatch]);

  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={t('app.loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <Outlet />
      <Notification />
      <ScrollRestoration />
    </>
  );
}
