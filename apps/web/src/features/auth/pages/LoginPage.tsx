// The login page; after a login the auth guard sends the person where the redirect table says.
import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { LoginForm } from '../components/LoginForm';
import { AuthHeading } from './AuthHeading';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <LoginForm />
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.auth.forgetPassword}>
          {t('auth.login.forgot')}
        </Link>
        <Typography>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.auth.signup} underline="always">
            {t('auth.login.signupLink')}
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
