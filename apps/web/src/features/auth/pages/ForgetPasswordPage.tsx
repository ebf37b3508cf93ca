// The page asking for a password link; then the e-mail confirmation page.
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { ForgetPasswordForm } from '../components/ForgetPasswordForm';
import { AuthHeading } from './AuthHeading';

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title={t('auth.forget.title')} subtitle={t('auth.forget.subtitle')} />
      <ForgetPasswordForm onSent={(email) => navigate(paths.auth.emailConfirmation, { state: { email } })} />
      <Link component={RouterLink} to={paths.auth.login} sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.forget.backToLogin')}
      </Link>
    </>
  );
}
