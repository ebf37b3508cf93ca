// /lti/launch: where an LMS launch lands inside the LMS frame. The one-time code in the address fragment is
// exchanged for a Parcours session, then the page moves to the linked course (or the deep-linking choice, or the
// course picker); a learner whose LMS course has no Parcours course is told so, with a way to their home page.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { FullScreenSpinner } from '../../../shared/ui';
import { useExchangeCode } from '../api/launch';
import { launchNotice, launchTarget } from '../model/target';

export function LtiLaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exchange = useExchangeCode();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code works once: the effect must not send it twice (development mode runs effects twice).
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    window.history.replaceState(null, '', window.location.pathname);
    if (!code) {
      setError('lti.launch.noCode');
      return;
    }
    exchange.mutate(code, {
      onSuccess: (session) => {
        const said = launchNotice(session);
        if (said) setNotice(said);
        else navigate(launchTarget(session), { replace: true });
      },
      onError: (e) => setError(errorMessageKey(e)),
    });
  }, [exchange, navigate]);

  if (notice) {
    return (
      <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
          {t('lti.launch.noCourseHeading')}
        </Typography>
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t(notice)}
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.dashboard.root}>
          {t('lti.launch.home')}
        </Button>
      </Box>
    );
  }
  if (!error) return <FullScreenSpinner />;
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('lti.launch.heading')}
      </Typography>
      <Alert severity="error" role="alert">
        {translateMessage(error)}
      </Alert>
    </Box>
  );
}
