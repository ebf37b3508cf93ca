// The shared look of the 403, 404 and 500 pages: a big code, a title, a sentence, a way out.
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';

export interface ErrorScreenProps {
  code: string;
  title: string;
  text: string;
  action?: ReactNode;
}

export function ErrorScreen({ code, title, text, action }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 700,
          lineHeight: 1,
          color: (theme) => (theme.palette.mode === 'dark' ? 'primary.main' : 'primary.dark'),
        }}
      >
        {code}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '2rem', mt: 2, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="error-text">
        {text}
      </Typography>
      <Stack direction="row" spacing={1.5} justifyContent="center">
        {/* A plain link: the 500 page may show when the router itself failed. */}
        <Button href={paths.home} variant="contained">
          {t('errors.backHome')}
        </Button>
        {action}
      </Stack>
      <Box sx={{ height: 16 }} />
    </Container>
  );
}
