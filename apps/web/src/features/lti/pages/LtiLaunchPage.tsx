// /lti/launch: where an LMS launch lands inside the LMS frame. The one-time code in the address fragment is
// exchanged for a Parcours session, then the page moves to the linked course (or the deep-linking picker).
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { FullScreenSpinner } from '../../../shared/ui';
import { useExchangeCode } from '../api/launch';
import { launchTarget } from '../model/target';

export function LtiLaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exchange = useExchangeCode();
  const [error, setError] = useState<string | null>(null);
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
      onSuccess: (session) => navigate(launchTarget(session), { replace: true }),
      onError: (e) => setError(errorMessageKey(e)),
    });
  }, [exchange, navigate]);

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
