// /newsletter/confirm and /newsletter/unsubscribe: the pages the newsletter's mails link to. Opening one does what
// it says at once, without an account (one click from the mail), and says what happened.
import { CheckCircle, ErrorOutline } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { useNewsletterLink } from '../api/newsletter';

function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useNewsletterLink(action, token);
  const failed = token === '' || link.isError;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }} data-testid="newsletter-link">
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t(`newsletter.${action}.title`)}
        </Typography>
        {link.isPending && token !== '' ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t(`newsletter.${action}.working`)}</Typography>
          </Box>
        ) : failed ? (
          <Alert severity="error" icon={<ErrorOutline />} data-testid="newsletter-link-result">
            {token === '' ? t('newsletter.missingToken') : t(errorMessageKey(link.error))}
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            <Alert
              severity="success"
              icon={<CheckCircle />}
              role="status"
              data-testid="newsletter-link-result"
            >
              {link.data}
            </Alert>
            <Typography color="text.secondary">{t(`newsletter.${action}.next`)}</Typography>
          </Stack>
        )}
        <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ mt: 3 }}>
          {t('newsletter.home')}
        </Button>
      </Paper>
    </Container>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
