// The e-mail confirmation page: the link is on its way (whether or not the address has an account).
import { MarkEmailRead } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <Box data-testid="email-confirmation">
      <MarkEmailRead sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} aria-hidden="true" />
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1.5 }}>
        {t('auth.confirmation.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {email ? t('auth.confirmation.text', { email }) : t('auth.confirmation.textNoEmail')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={paths.auth.login} variant="contained">
          {t('auth.confirmation.backToLogin')}
        </Button>
        <Button component={RouterLink} to={paths.auth.forgetPassword} variant="outlined">
          {t('auth.confirmation.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
