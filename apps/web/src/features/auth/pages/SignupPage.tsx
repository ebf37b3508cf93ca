// The sign-up page; once registered it says plainly that the account waits for approval, or that it is ready
// when a class code approved it at once.
import { HourglassTop } from '@mui/icons-material';
import { Alert, AlertTitle, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import type { RegisterResult } from '../api/register';
import { SignupForm } from '../components/SignupForm';
import { AuthHeading } from './AuthHeading';

export function SignupPage() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<RegisterResult | null>(null);

  // A class that accepts its members at once: the account is ready, no waiting.
  if (registered?.user.status === 'accepted') {
    return (
      <>
        <Alert severity="success" role="status" data-testid="signup-ready" sx={{ mb: 3 }}>
          <AlertTitle component="h1" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
            {t('auth.signup.readyTitle')}
          </AlertTitle>
          {t('auth.signup.readyText', { name: registered.user.firstName })}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained">
          {t('auth.signup.readyLogin')}
        </Button>
      </>
    );
  }

  if (registered) {
    return (
      <>
        <Alert
          severity="info"
          icon={<HourglassTop />}
          role="status"
          data-testid="signup-pending"
          sx={{ mb: 3 }}
        >
          <AlertTitle component="h1" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
            {t('auth.signup.pendingTitle')}
          </AlertTitle>
          {t('auth.signup.pendingText', { name: registered.user.firstName })}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained">
          {t('auth.signup.pendingBack')}
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} />
      <SignupForm onRegistered={setRegistered} />
      <Typography sx={{ mt: 3 }}>
        {t('auth.signup.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.auth.login} underline="always">
          {t('auth.signup.loginLink')}
        </Link>
      </Typography>
    </>
  );
}
