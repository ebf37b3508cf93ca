// The page the password mail links to (?token=...): choose a password, then log in.
import { Alert, AlertTitle, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { PasswordSetForm } from '../components/PasswordSetForm';
import { AuthHeading } from './AuthHeading';

export function PasswordSetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <>
        <Alert severity="success" role="status" sx={{ mb: 3 }} data-testid="password-set-done">
          <AlertTitle component="h1" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
            {t('auth.passwordSet.doneTitle')}
          </AlertTitle>
          {t('success.passwordSet')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained">
          {t('auth.passwordSet.loginLink')}
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.passwordSet.title')} subtitle={t('auth.passwordSet.subtitle')} />
      {token ? (
        <PasswordSetForm token={token} onDone={() => setDone(true)} />
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('auth.passwordSet.missingToken')}
          </Alert>
          <Button component={RouterLink} to={paths.auth.forgetPassword} variant="contained">
            {t('auth.passwordSet.requestLink')}
          </Button>
        </>
      )}
    </>
  );
}
